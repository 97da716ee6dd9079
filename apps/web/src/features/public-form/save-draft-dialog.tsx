"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { StoredDraftLink } from "./draft-link-storage";
import { draftMessagesOf } from "./draft-messages";
import { useCatalogue } from "./localized-form";
import type { EmailLinkState } from "./use-save-draft";

/** Props of {@link SaveDraftDialog}. */
export interface SaveDraftDialogProps {
  link: StoredDraftLink;
  /** Offer "Email me the link" (only when the server has email). */
  canEmail: boolean;
  email: EmailLinkState;
  onEmail: (address: string) => void;
  onClose: () => void;
}

function formatExpiry(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/**
 * The saved draft's resume link, in a modal dialog: the link to copy, when
 * it expires, and (with email) a field to have it sent. Focus moves into the
 * dialog when it opens and Escape closes it; the browser puts focus back on
 * the button that opened it.
 */
export function SaveDraftDialog({ link, canEmail, email, onEmail, onClose }: SaveDraftDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  const [address, setAddress] = useState("");
  const id = useId();
  const draftMessages = draftMessagesOf(useCatalogue());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    copyRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.resumeUrl);
      setCopied("copied");
    } catch {
      inputRef.current?.select();
      setCopied("failed");
    }
  };
  const close = () => {
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="fw-draft-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
      data-testid="save-draft-dialog"
    >
      <h2 id={`${id}-title`}>{draftMessages.savedTitle}</h2>
      <p id={`${id}-lead`}>{draftMessages.savedLead}</p>
      <label htmlFor={`${id}-link`}>{draftMessages.linkLabel}</label>
      <div className="fw-draft-dialog__link">
        <input
          ref={inputRef}
          id={`${id}-link`}
          type="text"
          readOnly
          value={link.resumeUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button ref={copyRef} type="button" className="fw-button" onClick={copy}>
          {draftMessages.copyLink}
        </button>
      </div>
      <p role="status" className="fw-draft-dialog__status">
        {copied === "copied"
          ? draftMessages.copied
          : copied === "failed"
            ? draftMessages.copyFailed
            : ""}
      </p>
      <p>{draftMessages.expires(formatExpiry(link.expiresAt))}</p>
      {canEmail && (
        <form
          className="fw-draft-dialog__email"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onEmail(address);
          }}
        >
          <label htmlFor={`${id}-email`}>{draftMessages.emailLabel}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={address}
            aria-describedby={`${id}-email-status`}
            aria-invalid={email.status === "failed" ? true : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          <button
            type="submit"
            className="fw-button fw-button--secondary"
            disabled={email.status === "sending"}
          >
            {email.status === "sending" ? draftMessages.emailSending : draftMessages.emailButton}
          </button>
          <p id={`${id}-email-status`} role="status">
            {email.status === "sent"
              ? draftMessages.emailSent(email.address)
              : email.status === "failed"
                ? email.message
                : ""}
          </p>
        </form>
      )}
      <div className="fw-form-actions">
        <button type="button" className="fw-button fw-button--secondary" onClick={close}>
          {draftMessages.close}
        </button>
      </div>
    </dialog>
  );
}
