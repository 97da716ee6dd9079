import {
  type AnswerField,
  answerText,
  answerWords,
  FIELD_DOCUMENT_REGISTRY,
  type WordsField,
} from "@formwright/core";

/**
 * A stored answer as the submissions table, the details and the spam review
 * show it: in its type's words (core's `answerWords`): choices by their
 * labels, a matrix as "Row: Column", files by name and size, a signature as
 * "Signed", never the stored JSON.
 *
 * @example
 * submissionAnswerText({ type: "radio", options: [{ value: "am", label: "Morning" }] }, "am"); // "Morning"
 */
export function submissionAnswerText(
  field: { type: string } & AnswerField,
  value: unknown,
): string {
  // The API types a field's type as a string: one this build does not know reads as stored.
  if (!Object.hasOwn(FIELD_DOCUMENT_REGISTRY, field.type)) return answerText(value);
  return answerWords(field as WordsField, value);
}

/**
 * Whether a submission has an answer for a field: an empty list of choices
 * counts as no answer, an unticked checkbox ("No") as an answer.
 *
 * @example
 * hasAnswer({ topics: [] }, "topics"); // false
 */
export function hasAnswer(data: Record<string, unknown>, name: string): boolean {
  const value = data[name];
  if (value === undefined || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}
