"use client";

import { type FormEvent, useId, useRef, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { ModalDialog } from "../admin-ui/modal-dialog";
import type { WorkspaceSummary } from "./workspaces-api";

/** Props of {@link MoveFormDialog}. */
export interface MoveFormDialogProps {
  /** The form to move, or null when the dialog is closed. */
  form: { id: string; title: string; workspace: { id: string; name: string } } | null;
  /** The workspaces it may go to (where the caller may move forms), its own left out here. */
  workspaces: readonly WorkspaceSummary[];
  /** Moves it; a refusal shows in the dialog. */
  onMove: (workspace: WorkspaceSummary) => Promise<void>;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * "Move to…": the workspace a form goes to, with what moves along (its
 * submissions, drafts, webhooks and files) and who sees it then.
 *
 * @example
 * <MoveFormDialog form={form} workspaces={owned} onMove={(w) => move(form, w)} onClose={close} />
 */
export function MoveFormDialog({
  form,
  workspaces,
  onMove,
  onClose,
  fallbackFocus,
}: MoveFormDialogProps) {
  const titleId = useId();
  const selectId = useId();
  const hintId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const targets = workspaces.filter((w) => w.id !== form?.workspace.id);
  const [chosen, setChosen] = useState("");
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = targets.find((w) => w.id === chosen) ?? targets[0];

  const close = () => {
    if (isBusy) return;
    setError(null);
    setChosen("");
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || !target) return;
    setBusy(true);
    setError(null);
    try {
      await onMove(target);
      setChosen("");
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      isOpen={form !== null}
      onDismiss={close}
      labelledBy={titleId}
      initialFocus={select}
      fallbackFocus={fallbackFocus}
      className="fw-dialog--confirm"
    >
      <h2 id={titleId}>Move “{form?.title}”</h2>
      <p>
        It is in <strong>{form?.workspace.name}</strong>. Its submissions, drafts, webhooks and
        files move with it; the members of the other workspace see it from then on, and those of{" "}
        {form?.workspace.name} no longer do.
      </p>
      {error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {targets.length === 0 ? (
        <p>There is no other workspace you own to move it to.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="fw-field">
            <label htmlFor={selectId} className="fw-field__label">
              Move to
            </label>
            <p id={hintId} className="fw-field__description">
              Workspaces you own.
            </p>
            <select
              ref={select}
              id={selectId}
              className="fw-role-select"
              aria-describedby={hintId}
              value={target?.id ?? ""}
              onChange={(event) => setChosen(event.target.value)}
            >
              {targets.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
          <div className="fw-dialog__actions">
            <button type="submit" className="fw-button" aria-disabled={isBusy || undefined}>
              Move
            </button>
            <button type="button" className="fw-button fw-button--secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {targets.length === 0 ? (
        <div className="fw-dialog__actions">
          <button type="button" className="fw-button fw-button--secondary" onClick={close}>
            Close
          </button>
        </div>
      ) : null}
    </ModalDialog>
  );
}
