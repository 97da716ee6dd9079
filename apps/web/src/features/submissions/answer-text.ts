// Answer text is core's, one function for the page, the CSV export and emails.
export { answerText, choiceAnswerText } from "@formwright/core";

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
