"use client";

import { hasAnswer, submissionAnswerText } from "./answer-text";
import { fieldResultsOf } from "./field-results-of";
import type { SubmissionField } from "./submissions-api";

/**
 * One answer in the submission details: its type's view where it has one
 * (a file's download links, a signature's drawing), else its words; "No
 * answer" when there is none.
 *
 * @example
 * <SubmissionAnswer field={field} data={row.data} />
 */
export function SubmissionAnswer({
  field,
  data,
}: {
  field: SubmissionField;
  data: Record<string, unknown>;
}) {
  if (!hasAnswer(data, field.name)) return <span className="fw-muted">No answer</span>;
  const { Answer } = fieldResultsOf(field.type);
  const value = data[field.name];
  return Answer ? <Answer field={field} value={value} /> : submissionAnswerText(field, value);
}
