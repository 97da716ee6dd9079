"use client";

import { useEffect, useId, useRef } from "react";
import { formatDateTime } from "../admin-ui/format-date-time";

/** Props of {@link ResetLinkNotice}. */
export interface ResetLinkNoticeProps {
  email: string;
  /** The link, which the API returns this once. */
  url: string;
  expiresAt: string;
  onDone: () => void;
}

/**
 * A password reset link just made, shown once in a highlighted box. It takes
 * focus when it appears, so keyboard and screen reader users land on it.
 *
 * @example
 * <ResetLinkNotice email="ed@example.com" url="https://…/reset/…" expiresAt="…" onDone={hide} />
 */
export function ResetLinkNotice({ email, url, expiresAt, onDone }: ResetLinkNoticeProps) {
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
      data-testid="reset-link"
    >
      <h3 id={headingId}>Password reset link for {email}</h3>
      <p className="fw-key-notice__warning">
        Copy this link now and give it to them privately: it will not be shown again. It works once,
        until <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>, and signs them out
        everywhere when used.
      </p>
      <label htmlFor={inputId}>Reset link</label>
      <div className="fw-key-notice__row">
        <input
          id={inputId}
          className="fw-key-notice__key"
          type="text"
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <button type="button" className="fw-button fw-button--secondary" onClick={onDone}>
        Done, hide the link
      </button>
    </section>
  );
}
