"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Props of {@link ShownOnceNotice}. */
export interface ShownOnceNoticeProps {
  /** The box's heading, which also names it as a region. */
  heading: string;
  /** What to do with the value now (it will not be shown again). */
  warning: ReactNode;
  /** The label of the read-only box holding the value. */
  label: string;
  /** The secret or link, which the API returns this once. */
  value: string;
  /** The button that hides it, e.g. "Done, hide the link". */
  doneLabel: string;
  onDone: () => void;
  /** For tests: `data-testid` of the box. */
  testId?: string;
  /** Anything more to say under the value. */
  children?: ReactNode;
}

/**
 * A secret or one-time link just made (an API key, a webhook's signing
 * secret, a reset or invitation link), shown once in a highlighted box with
 * "Copy". It takes focus when it appears, so keyboard and screen reader users
 * land on it; "Done" hides it.
 *
 * @example
 * <ShownOnceNotice heading="Webhook added" warning="Copy the signing secret now: it will not be shown again."
 *   label="Signing secret" value={secret} doneLabel="Done, hide the secret" onDone={hide} />
 */
export function ShownOnceNotice({
  heading,
  warning,
  label,
  value,
  doneLabel,
  onDone,
  testId,
  children,
}: ShownOnceNoticeProps) {
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
      await navigator.clipboard.writeText(value);
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
      data-testid={testId}
    >
      <h3 id={headingId}>{heading}</h3>
      <p className="fw-key-notice__warning">{warning}</p>
      <label htmlFor={inputId}>{label}</label>
      <div className="fw-key-notice__row">
        <input
          ref={input}
          id={inputId}
          className="fw-key-notice__key"
          type="text"
          readOnly
          value={value}
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
            ? "Could not reach the clipboard: the text is selected, press Ctrl+C (⌘C on a Mac)."
            : ""}
      </p>
      {children}
      <button type="button" className="fw-button fw-button--secondary" onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
