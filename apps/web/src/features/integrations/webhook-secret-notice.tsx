"use client";

import { useEffect, useId, useRef } from "react";

/**
 * The signing secret of a webhook just added, shown once. It takes focus when
 * it appears, so keyboard and screen reader users land on it.
 */
export function WebhookSecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const headingId = useId();
  const inputId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <section
      ref={box}
      className="fw-key-notice"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="webhook-secret"
    >
      <h3 id={headingId}>Webhook added</h3>
      <p className="fw-key-notice__warning">
        Copy the signing secret now: it will not be shown again.
      </p>
      <label htmlFor={inputId}>Signing secret</label>
      <input
        id={inputId}
        className="fw-key-notice__key"
        type="text"
        readOnly
        value={secret}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        Your receiver verifies each request's <code>webhook-signature</code> with it (see the
        Standard Webhooks libraries).
      </p>
      <button type="button" className="fw-button fw-button--secondary" onClick={onDone}>
        Done, hide the secret
      </button>
    </section>
  );
}
