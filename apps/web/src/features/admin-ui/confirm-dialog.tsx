"use client";

import { type ReactNode, useId, useRef, useState } from "react";
import { errorMessage } from "./error-message";
import { ModalDialog } from "./modal-dialog";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. `Delete form “Contact”? This also deletes its 3 submissions.` It names the dialog. */
  message: ReactNode;
  /** Caption of the button that goes ahead, e.g. `Delete`. */
  confirmLabel: string;
  /** Does the work; while it runs the buttons do nothing, and if it throws the message shows in the dialog. */
  onConfirm: () => Promise<void>;
  /** Closes the dialog without doing anything (Cancel, Escape). */
  onCancel: () => void;
  /** Where focus goes on closing when the button that opened it is gone (its row was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal question before a destructive action, with the action's button and
 * "Cancel". Focus starts on "Cancel", so a stray Enter destroys nothing.
 *
 * @example
 * <ConfirmDialog isOpen={Boolean(target)} message={`Revoke API key “${target?.name}”?`}
 *   confirmLabel="Revoke" onConfirm={() => revoke(target.id)} onCancel={() => setTarget(null)} />
 */
export function ConfirmDialog({
  isOpen,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onDismiss={() => {
        if (!isBusy) close();
      }}
      labelledBy={messageId}
      initialFocus={cancel}
      fallbackFocus={fallbackFocus}
      className="fw-dialog--confirm"
    >
      <p id={messageId} className="fw-dialog__message">
        {message}
      </p>
      {error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <div className="fw-dialog__actions">
        <button
          type="button"
          className="fw-button fw-button--danger"
          onClick={() => {
            if (!isBusy) void confirm();
          }}
          aria-disabled={isBusy || undefined}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => {
            if (!isBusy) close();
          }}
          aria-disabled={isBusy || undefined}
        >
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
