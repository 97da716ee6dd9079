"use client";

import { expressionText, languageName } from "@formwright/core";
import { useId, useRef } from "react";
import { formatDateTime } from "../admin-ui/format-date-time";
import { ModalDialog } from "../admin-ui/modal-dialog";
import { EarlierAnswers } from "./earlier-answers";
import { PaymentDetails } from "./payment-details";
import { SubmissionAnswer } from "./submission-answer";
import {
  type SubmissionField,
  type SubmissionRow,
  type SubmissionVariable,
  submissionPdfUrl,
} from "./submissions-api";

/** Props of {@link SubmissionDetails}. */
export interface SubmissionDetailsProps {
  /** The submission to show; null closes the dialog. */
  row: SubmissionRow | null;
  fields: readonly SubmissionField[];
  /** The variables the form computes (issue 32), shown after the answers. */
  variables?: readonly SubmissionVariable[];
  canDelete: boolean;
  onClose: () => void;
  onDelete: (row: SubmissionRow) => void;
  /** Where focus goes on closing when the row that opened it is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** Owners may refund a paid payment (issue 36): "Refund" in its payment section. */
  canRefund?: boolean;
  /** Asks to refund the row's payment (the caller confirms first). */
  onRefund?: (row: SubmissionRow) => void;
  /** The id of the payment section's heading (focus goes there once a refund removed its button). */
  paymentHeadingId?: string;
  /** Said in the payment section once it changed (the payment was refunded). */
  paymentNotice?: string | null;
}

/**
 * One submission in a modal dialog: when it came in, the version it
 * answered, its id, and every answer under its field's label. Fields the
 * submission has no answer for say so; on a form with a payment block, its
 * payment (issue 36). "Download PDF" downloads it as a PDF.
 *
 * @example
 * <SubmissionDetails row={viewing} fields={fields} canDelete
 *   onClose={() => setViewing(null)} onDelete={setToDelete} />
 */
export function SubmissionDetails({
  row,
  fields,
  variables = [],
  canDelete,
  onClose,
  onDelete,
  fallbackFocus,
  canRefund = false,
  onRefund,
  paymentHeadingId,
  paymentNotice,
}: SubmissionDetailsProps) {
  const titleId = useId();
  // Focus starts on Close, not on Delete: a stray Enter must not delete.
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      initialFocus={closeButton}
      isOpen={row !== null}
      onDismiss={onClose}
      labelledBy={titleId}
      fallbackFocus={fallbackFocus}
      className="fw-dialog--submission"
    >
      {row ? (
        <>
          <h2 id={titleId}>Submission</h2>
          <dl className="fw-submission-meta">
            <div>
              <dt>Submitted</dt>
              <dd>
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>{" "}
                <span className="fw-muted">({row.createdAt})</span>
              </dd>
            </div>
            <div>
              <dt>Version</dt>
              <dd>{row.version}</dd>
            </div>
            {row.language ? (
              <div>
                <dt>Language</dt>
                <dd>
                  {languageName(row.language) ?? row.language}{" "}
                  <span className="fw-muted">({row.language})</span>
                </dd>
              </div>
            ) : null}
            {row.verifiedEmail ? (
              <div>
                <dt>Verified email</dt>
                <dd>{row.verifiedEmail}</dd>
              </div>
            ) : null}
            <div>
              <dt>ID</dt>
              <dd>
                <code>{row.id}</code>
              </dd>
            </div>
          </dl>
          <h3>Answers</h3>
          <dl className="fw-submission-answers">
            {fields.map((field) => (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>
                  <SubmissionAnswer field={field} data={row.data} />
                </dd>
              </div>
            ))}
          </dl>
          {row.payment ? (
            <PaymentDetails
              payment={row.payment}
              canRefund={canRefund && onRefund !== undefined}
              onRefund={() => onRefund?.(row)}
              headingId={paymentHeadingId}
              notice={paymentNotice}
            />
          ) : null}
          {row.revisions?.length ? (
            <EarlierAnswers revisions={row.revisions} fields={fields} />
          ) : null}
          {variables.length > 0 || row.ending ? (
            <>
              <h3>Computed</h3>
              <dl className="fw-submission-answers">
                {variables.map((variable) => (
                  <div key={variable.name}>
                    <dt>{variable.label}</dt>
                    <dd>{expressionText(row.variables[variable.name])}</dd>
                  </div>
                ))}
                {row.ending ? (
                  <div>
                    <dt>Ending</dt>
                    <dd>{row.ending}</dd>
                  </div>
                ) : null}
              </dl>
            </>
          ) : null}
          <div className="fw-dialog__actions">
            <a
              className="fw-button fw-button--secondary"
              href={submissionPdfUrl(row.id)}
              // The server names the file (`<slug>-<receipt number>.pdf`).
              download
            >
              Download PDF
            </a>
            {canDelete ? (
              <button
                type="button"
                className="fw-button fw-button--danger"
                onClick={() => onDelete(row)}
              >
                Delete submission
              </button>
            ) : null}
            <button
              ref={closeButton}
              type="button"
              className="fw-button fw-button--secondary"
              onClick={onClose}
            >
              Close
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
