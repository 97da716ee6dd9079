import { answerText } from "../../answers/answer-text";
import type { AnswerField, AnswerWordsContext } from "../field-type-definition";

/**
 * A time answer in words: as `context.language` writes a time of day ("2:30
 * PM", "14:30"), as stored (`14:30`) without one.
 *
 * @example
 * timeAnswerText("14:30", {}, { language: "en" }); // "2:30 PM"
 */
export function timeAnswerText(
  value: unknown,
  _field?: AnswerField,
  context?: AnswerWordsContext,
): string {
  const match = typeof value === "string" ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match || !context?.language) return answerText(value);
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(context.language, {
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}
