"use client";

import { useEffect, useId, useRef, useState } from "react";

/** Props of {@link NewApiKeyNotice}. */
export interface NewApiKeyNoticeProps {
  name: string;
  /** The secret, which the API returns this once. */
  secret: string;
  onDone: () => void;
}

/**
 * The key just created, shown once in a highlighted box with "Copy". It takes
 * focus when it appears, so keyboard and screen reader users land on it.
 *
 * @example
 * <NewApiKeyNotice name="CI" secret="fwk_..." onDone={() => setShown(null)} />
 */
export function NewApiKeyNotice({ name, secret, onDone }: NewApiKeyNoticeProps) {
  const headingId = useId();
  const inputId = useId();
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    box.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState("copied");
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for Ctrl+C.
      input.current?.select();
      setCopyState("failed");
    }
  };

  return (
    <section
      ref={box}
      className="fw-key-notice"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="new-api-key"
    >
      <h3 id={headingId}>API key “{name}” created</h3>
      <p className="fw-key-notice__warning">Copy this key now: it will not be shown again.</p>
      <label htmlFor={inputId}>New API key</label>
      <div className="fw-key-notice__row">
        <input
          ref={input}
          id={inputId}
          className="fw-key-notice__key"
          type="text"
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="fw-button" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="fw-key-notice__copy" role="status">
        {copyState === "copied"
          ? "Copied to the clipboard."
          : copyState === "failed"
            ? "Could not reach the clipboard: the key is selected, press Ctrl+C (⌘C on a Mac)."
            : ""}
      </p>
      <p>
        Send it as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/graphql</code>.
      </p>
      <button type="button" className="fw-button fw-button--secondary" onClick={onDone}>
        Done, hide the key
      </button>
    </section>
  );
}
