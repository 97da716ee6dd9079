import { formatDateTime } from "../admin-ui/format-date-time";
import { SubmissionAnswer } from "./submission-answer";
import type { SubmissionField, SubmissionRow } from "./submissions-api";

/**
 * "Earlier answers" in a submission's details (issue 33 §4): the answers the
 * respondent replaced through their edit link, oldest first, each under the
 * date it was sent, closed until opened (a native disclosure: keyboard and
 * screen readers know it).
 *
 * @example
 * <EarlierAnswers revisions={row.revisions} fields={fields} />
 */
export function EarlierAnswers({
  revisions,
  fields,
}: {
  revisions: NonNullable<SubmissionRow["revisions"]>;
  fields: readonly SubmissionField[];
}) {
  return (
    <section className="fw-earlier-answers" aria-labelledby="fw-earlier-answers-heading">
      <h3 id="fw-earlier-answers-heading">Earlier answers</h3>
      <p className="fw-muted">
        The respondent changed their answers through their edit link: what they sent before, oldest
        first.
      </p>
      {revisions.map((revision) => (
        // Each revision was sent at its own time (the submit, then each edit's).
        <details key={revision.createdAt} className="fw-earlier-answers__revision">
          <summary>
            Sent <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
          </summary>
          <dl className="fw-submission-answers">
            {fields.map((field) => (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>
                  <SubmissionAnswer field={field} data={revision.data} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </section>
  );
}
