"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { DRAFTS_SHOWN, type DraftRow, deleteDraft, fetchDrafts } from "./drafts-api";
import { submissionKeys } from "./submissions-api";

/** Props of {@link DraftsInProgress}. */
export interface DraftsInProgressProps {
  formId: string;
  /** Editors and owners may delete drafts; viewers only read. */
  canDelete: boolean;
  /** Says what happened (the page's live region). */
  onDeleted: (message: string) => void;
}

/**
 * "In progress": answers respondents saved to finish later, apart from the
 * submissions (never counted, charted or exported unless asked). Each row
 * says when it was last saved, the last step reached, how many fields hold
 * an answer and when its link expires; editors can delete one.
 */
export function DraftsInProgress({ formId, canDelete, onDeleted }: DraftsInProgressProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<DraftRow | null>(null);
  const list = useQuery({
    queryKey: [...submissionKeys.all(formId), "drafts"],
    queryFn: () => fetchDrafts(formId),
  });
  const rows = list.data?.nodes ?? [];
  const total = list.data?.totalCount ?? 0;

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteDraft(toDelete.id);
    await queryClient.invalidateQueries({ queryKey: submissionKeys.all(formId) });
    onDeleted(`Deleted the draft last saved ${formatDateTime(toDelete.updatedAt)}.`);
    setToDelete(null);
  };

  return (
    <section className="fw-drafts" aria-labelledby={headingId} data-testid="drafts-in-progress">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        In progress ({total})
      </h2>
      <p>
        Answers respondents saved with “Save and continue later”. They are not submissions: they are
        not counted, charted or exported unless you include them in the CSV.
      </p>
      {list.error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The drafts could not be loaded: {errorMessage(list.error)}</p>
        </div>
      ) : null}
      {list.data && rows.length === 0 ? <p>No drafts in progress.</p> : null}
      {rows.length > 0 ? (
        <TableScroll label="Drafts in progress">
          <table className="fw-table fw-drafts__table">
            <caption className="fw-sr-only">Drafts in progress, last saved first</caption>
            <thead>
              <tr>
                <th scope="col">Last saved</th>
                <th scope="col">Last step reached</th>
                <th scope="col">Answered fields</th>
                <th scope="col">Expires</th>
                {canDelete ? (
                  <th scope="col">
                    <span className="fw-sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="draft-row">
                  <th scope="row">{formatDateTime(row.updatedAt)}</th>
                  <td>{row.step}</td>
                  <td>{row.answeredCount}</td>
                  <td>{formatDateTime(row.expiresAt)}</td>
                  {canDelete ? (
                    <td>
                      <button
                        type="button"
                        className="fw-button fw-button--secondary"
                        onClick={() => setToDelete(row)}
                        aria-label={`Delete the draft last saved ${formatDateTime(row.updatedAt)}`}
                      >
                        Delete
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {total > rows.length ? (
        <p>
          Showing the {DRAFTS_SHOWN} last saved of {total}. Include drafts in the CSV to see them
          all.
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={
          toDelete
            ? `Delete the draft last saved ${formatDateTime(toDelete.updatedAt)}? Its link stops working. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}
