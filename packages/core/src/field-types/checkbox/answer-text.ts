import { answerText } from "../../answers/answer-text";
import type { AnswerField, AnswerWordsContext } from "../field-type-definition";

/**
 * A checkbox answer in words: ticked "Yes", unticked "No", in the reader's
 * words when `context.labels` gives them.
 *
 * @example
 * checkboxAnswerText(true, {}, { labels: { yes: "Oui" } }); // "Oui"
 */
export function checkboxAnswerText(
  value: unknown,
  _field?: AnswerField,
  context?: AnswerWordsContext,
): string {
  if (typeof value !== "boolean") return answerText(value);
  return value ? (context?.labels?.yes ?? "Yes") : (context?.labels?.no ?? "No");
}
