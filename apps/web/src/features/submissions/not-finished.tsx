"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { fetchPartialResponses, PARTIAL_RESPONSES_SHOWN } from "./partial-responses-api";
import { submissionKeys } from "./submissions-api";

/** Props of {@link NotFinished}. */
export interface NotFinishedProps {
  formId: string;
  /** The form keeps unfinished answers (`partialResponses: true` in its draft or live version). */
  isKept: boolean;
}

/**
 * "Not finished": on a form with `partialResponses: true`, the answers
 * respondents typed and did not submit (issue 33 §5), apart from the
 * submissions (never counted, charted, exported or mailed). Each row says when
 * they were last saved and the last page reached. A respondent who submits
 * later leaves this list.
 */
export function NotFinished({ formId, isKept }: NotFinishedProps) {
  const headingId = useId();
  const list = useQuery({
    queryKey: [...submissionKeys.all(formId), "partialResponses"],
    queryFn: () => fetchPartialResponses(formId),
  });
  const rows = list.data?.nodes ?? [];
  const total = list.data?.totalCount ?? 0;
  // A form that never kept any says nothing, unless it asks to.
  if (!isKept && total === 0) return null;

  return (
    <section className="fw-drafts" aria-labelledby={headingId} data-testid="not-finished">
      <h2 id={headingId}>Not finished ({total})</h2>
      <p>
        Answers respondents typed without submitting, kept as they moved on (“partialResponses”).
        They are not submissions: they are not counted, charted, exported or mailed. A respondent
        who submits later leaves this list.
      </p>
      {list.error ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The unfinished answers could not be loaded: {errorMessage(list.error)}</p>
        </div>
      ) : null}
      {list.data && rows.length === 0 ? <p>No unfinished answers.</p> : null}
      {rows.length > 0 ? (
        <TableScroll label="Not finished">
          <table className="fw-table fw-drafts__table">
            <caption className="fw-sr-only">Unfinished answers, last saved first</caption>
            <thead>
              <tr>
                <th scope="col">Last saved</th>
                <th scope="col">Last page reached</th>
                <th scope="col">Answered fields</th>
                <th scope="col">Version</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="partial-row">
                  <th scope="row">{formatDateTime(row.updatedAt)}</th>
                  <td>{row.lastPage}</td>
                  <td>{row.answeredCount}</td>
                  <td>{row.version}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {total > rows.length ? (
        <p>
          Showing the {PARTIAL_RESPONSES_SHOWN} last saved of {total}. The API (`partialResponses`)
          lists them all.
        </p>
      ) : null}
    </section>
  );
}
