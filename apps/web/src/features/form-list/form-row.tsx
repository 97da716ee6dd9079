"use client";

import Link from "next/link";
import { can } from "../../lib/permissions";
import { formatDateTime } from "../admin-ui/format-date-time";
import { retentionNotice } from "../admin-ui/retention-notice";
import { CHANGES_NOT_PUBLISHED, closedStatus, formStatus } from "./form-status";
import type { FormSummary } from "./forms-api";

/** Props of {@link FormRow}. */
export interface FormRowProps {
  form: FormSummary;
  /** Editors and owners get the actions that change forms. */
  canEdit: boolean;
  /**
   * An action runs on this form: its buttons say so (`aria-disabled`) and do
   * nothing. Not `disabled`, which would drop the keyboard focus.
   */
  isBusy: boolean;
  onDuplicate: (form: FormSummary) => void;
  onTogglePublished: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
  /** Shows the form's workspace under its slug (for a member of several workspaces). */
  showWorkspace?: boolean;
  /** "Move to…" another workspace; offered when given and the form's workspace role allows it. */
  onMove?: (form: FormSummary) => void;
}

/**
 * One form in the list: title (a link to the editor, or to the submissions
 * for viewers), slug, status, submissions, last update and the actions. Each
 * action's name is its bare caption ("Edit", "Delete"); the form's title is
 * its description, so a screen reader says which form. Each cell carries its
 * column's name (`data-label`), which a phone shows when the row is a card.
 *
 * @example
 * <FormRow form={form} canEdit isBusy={false} onDuplicate={...} onTogglePublished={...} onDelete={...} />
 */
export function FormRow({
  form,
  canEdit,
  isBusy,
  onDuplicate,
  onTogglePublished,
  onDelete,
  showWorkspace = false,
  onMove,
}: FormRowProps) {
  // The role in the form's own workspace decides (issue 34 §1).
  const mayEdit = canEdit && can(form.permissions, "updateForm");
  const titleId = `form-title-${form.id}`;
  const home = mayEdit ? `/admin/forms/${form.id}` : `/admin/forms/${form.id}/submissions`;
  return (
    <tr data-form-id={form.id} data-slug={form.slug}>
      <th scope="row" id={titleId}>
        <Link href={home} className="fw-forms-table__title">
          {form.title}
        </Link>
      </th>
      <td data-label="Slug">
        <code>{form.slug}</code>
        {showWorkspace ? (
          <span className="fw-form-row__workspace fw-muted"> in {form.workspace.name}</span>
        ) : null}
      </td>
      <td data-label="Status">
        <span className={form.isPublished ? "fw-status fw-status--live" : "fw-status"}>
          {formStatus(form)}
        </span>
        {form.isPublished && form.hasUnpublishedChanges ? (
          <>
            {" "}
            <span className="fw-status fw-status--changed">{CHANGES_NOT_PUBLISHED}</span>
          </>
        ) : null}
        {closedStatus(form) ? (
          <>
            {" "}
            <span className="fw-status fw-status--closed">{closedStatus(form)}</span>
          </>
        ) : null}
        {retentionNotice(form.retentionDays) ? (
          <>
            {" "}
            <span className="fw-status">{retentionNotice(form.retentionDays)}</span>
          </>
        ) : null}
      </td>
      <td className="fw-table__number" data-label="Submissions">
        {form.submissionCount}
      </td>
      <td data-label="Last updated">
        <time dateTime={form.updatedAt}>{formatDateTime(form.updatedAt)}</time>
      </td>
      <td data-label="Actions">
        <div className="fw-table__actions">
          {mayEdit ? (
            <Link href={`/admin/forms/${form.id}`} aria-describedby={titleId}>
              Edit
            </Link>
          ) : null}
          <Link href={`/admin/forms/${form.id}/submissions`} aria-describedby={titleId}>
            Submissions
          </Link>
          {form.isPublished ? (
            <a href={`/f/${form.slug}`} aria-describedby={titleId}>
              View
            </a>
          ) : null}
          {mayEdit ? (
            <>
              <button
                type="button"
                className="fw-button fw-button--secondary fw-button--small"
                aria-describedby={titleId}
                aria-disabled={isBusy || undefined}
                onClick={() => {
                  if (!isBusy) onDuplicate(form);
                }}
              >
                Duplicate
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary fw-button--small"
                aria-describedby={titleId}
                aria-disabled={isBusy || undefined}
                onClick={() => {
                  if (!isBusy) onTogglePublished(form);
                }}
              >
                {form.isPublished ? "Unpublish" : "Publish"}
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary fw-button--small fw-button--danger-outline"
                aria-describedby={titleId}
                aria-disabled={isBusy || undefined}
                onClick={() => {
                  if (!isBusy) onDelete(form);
                }}
              >
                Delete
              </button>
            </>
          ) : null}
          {onMove && can(form.permissions, "moveForm") ? (
            <button
              type="button"
              className="fw-button fw-button--secondary fw-button--small"
              aria-describedby={titleId}
              aria-disabled={isBusy || undefined}
              onClick={() => {
                if (!isBusy) onMove(form);
              }}
            >
              Move to…
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
