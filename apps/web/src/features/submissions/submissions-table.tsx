"use client";

import { expressionText } from "@formwright/core";
import { useId } from "react";
import { formatDateTime } from "../admin-ui/format-date-time";
import { hasAnswer, submissionAnswerText } from "./answer-text";
import { adminAmount, PAYMENT_STATUS_WORDS } from "./payment-words";
import type { SubmissionField, SubmissionRow, SubmissionVariable } from "./submissions-api";

/** Props of {@link SubmissionsTable}. */
export interface SubmissionsTableProps {
  fields: readonly SubmissionField[];
  /** The variables the form computes (issue 32): a column each after the fields. */
  variables?: readonly SubmissionVariable[];
  rows: readonly SubmissionRow[];
  /** A form with a payment block (issue 36): a Payment column, its status and amount. */
  hasPayments?: boolean;
  /** Editors and owners get a Delete button per row. */
  canDelete: boolean;
  /** True while a new page or search loads; the rows shown are the previous ones. */
  isBusy: boolean;
  onView: (row: SubmissionRow) => void;
  onDelete: (row: SubmissionRow) => void;
}

/** A cell's text, or a dash (read as "No answer") when the field was not answered. */
function AnswerCell({ row, field }: { row: SubmissionRow; field: SubmissionField }) {
  if (!hasAnswer(row.data, field.name)) {
    return (
      <td className="fw-muted" data-label={field.label}>
        <span aria-hidden="true">—</span>
        <span className="fw-sr-only">No answer</span>
      </td>
    );
  }
  const text = submissionAnswerText(field, row.data[field.name]);
  return (
    <td data-label={field.label}>
      <span className="fw-submissions-table__answer" title={text.length > 40 ? text : undefined}>
        {text}
      </span>
    </td>
  );
}

/** A row's payment: its status in words and its amount, or a dash when it owes nothing. */
function PaymentCell({ row }: { row: SubmissionRow }) {
  const payment = row.payment;
  if (!payment) {
    return (
      <td className="fw-muted" data-label="Payment">
        <span aria-hidden="true">—</span>
        <span className="fw-sr-only">No payment</span>
      </td>
    );
  }
  return (
    <td data-label="Payment">
      <span className={`fw-payment-status fw-payment-status--${payment.status}`}>
        {PAYMENT_STATUS_WORDS[payment.status]}
      </span>{" "}
      <span className="fw-submissions-table__amount">
        {adminAmount(payment.amount, payment.currency)}
      </span>
    </td>
  );
}

/**
 * Submissions as a table, newest first: when each came in, the version it
 * answered, one column per field across versions, the computed values, the
 * payment on a form that takes one, and the row's actions.
 * Wide forms scroll sideways inside the table's own region.
 *
 * @example
 * <SubmissionsTable fields={fields} rows={page.nodes} canDelete isBusy={false}
 *   onView={setViewing} onDelete={setToDelete} />
 */
export function SubmissionsTable({
  fields,
  variables = [],
  rows,
  hasPayments = false,
  canDelete,
  isBusy,
  onView,
  onDelete,
}: SubmissionsTableProps) {
  const captionId = useId();
  // An Ending column once any submission shown has one.
  const hasEndings = rows.some((row) => row.ending);
  const hasPaymentColumn = hasPayments || rows.some((row) => row.payment);
  return (
    <section className="fw-table-wrap fw-submissions-table" aria-labelledby={captionId}>
      <table className="fw-table fw-table--cards" aria-busy={isBusy || undefined}>
        <caption id={captionId} className="fw-sr-only">
          Submissions, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            <th scope="col" className="fw-table__number">
              Version
            </th>
            {fields.map((field) => (
              <th scope="col" key={field.name}>
                {field.label}
              </th>
            ))}
            {variables.map((variable) => (
              <th scope="col" key={`variable-${variable.name}`}>
                {variable.label}
              </th>
            ))}
            {hasEndings ? <th scope="col">Ending</th> : null}
            {hasPaymentColumn ? <th scope="col">Payment</th> : null}
            <th scope="col">
              <span className="fw-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const when = formatDateTime(row.createdAt);
            return (
              <tr key={row.id}>
                <th scope="row">
                  <time dateTime={row.createdAt}>{when}</time>
                </th>
                <td className="fw-table__number" data-label="Version">
                  {row.version}
                </td>
                {fields.map((field) => (
                  <AnswerCell key={field.name} row={row} field={field} />
                ))}
                {variables.map((variable) => (
                  <td key={`variable-${variable.name}`} data-label={variable.label}>
                    {expressionText(row.variables[variable.name])}
                  </td>
                ))}
                {hasEndings ? <td data-label="Ending">{row.ending ?? ""}</td> : null}
                {hasPaymentColumn ? <PaymentCell row={row} /> : null}
                <td>
                  <div className="fw-table__actions">
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small"
                      onClick={() => onView(row)}
                    >
                      View <span className="fw-sr-only">submission of {when}</span>
                    </button>
                    {canDelete ? (
                      <button
                        type="button"
                        className="fw-button fw-button--secondary fw-button--small"
                        onClick={() => onDelete(row)}
                      >
                        Delete <span className="fw-sr-only">submission of {when}</span>
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
