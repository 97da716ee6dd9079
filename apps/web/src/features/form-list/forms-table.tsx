"use client";

import { TableScroll } from "../admin-ui/table-scroll";
import { FormRow, type FormRowProps } from "./form-row";
import { FORM_SORTS, type FormSort } from "./form-sort";
import type { FormSummary } from "./forms-api";

/** Props of {@link FormsTable}. */
export interface FormsTableProps extends Omit<FormRowProps, "form" | "isBusy"> {
  forms: readonly FormSummary[];
  busyId: string | null;
  /** A new search is loading: the rows shown are the previous result. */
  isUpdating: boolean;
  /** What the rows are sorted by, which the caption says. */
  sort?: FormSort;
}

/**
 * The table of forms, one {@link FormRow} each.
 *
 * @example
 * <FormsTable forms={forms} busyId={null} isUpdating={false} canEdit {...handlers} />
 */
export function FormsTable({
  forms,
  busyId,
  isUpdating,
  sort = "created",
  ...rowProps
}: FormsTableProps) {
  return (
    <TableScroll label="Forms">
      <table
        className="fw-table fw-table--cards fw-forms-table"
        aria-busy={isUpdating || undefined}
      >
        <caption className="fw-sr-only">{FORM_SORTS[sort].caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Slug</th>
            <th scope="col">Status</th>
            <th scope="col" className="fw-table__number">
              Submissions
            </th>
            <th scope="col">Last updated</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <FormRow key={form.id} form={form} isBusy={busyId === form.id} {...rowProps} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
