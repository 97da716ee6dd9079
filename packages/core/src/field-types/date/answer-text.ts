import { answerText } from "../../answers/answer-text";
import type { AnswerField, AnswerWordsContext } from "../field-type-definition";

/**
 * A date answer in words: written out in `context.language` ("March 7,
 * 2026", "7 mars 2026"), as stored (`2026-03-07`) without one.
 *
 * @example
 * dateAnswerText("2026-03-07", {}, { language: "fr" }); // "7 mars 2026"
 */
export function dateAnswerText(
  value: unknown,
  _field?: AnswerField,
  context?: AnswerWordsContext,
): string {
  if (typeof value !== "string" || !context?.language || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return answerText(value);
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(context.language, { dateStyle: "long", timeZone: "UTC" }).format(
    date,
  );
}
