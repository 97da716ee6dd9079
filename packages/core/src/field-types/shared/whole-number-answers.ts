import { prefillString } from "../../prefill/prefill-input";
import { isInRange, type WholeNumberRange } from "./whole-number-range";

// Apart from whole-number-range.ts: only the document modules (server,
// prefill) read answers from text, so the public form's browser code never loads this.

const WHOLE_NUMBER = /^\d{1,3}$/;

/**
 * A posted or query-string text as a whole number (`"7"` → 7), or
 * `undefined` for text that is not one.
 *
 * @example
 * readWholeNumber(" 7 "); // 7
 * readWholeNumber("7.5"); // undefined
 */
export function readWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * A query-string value as a starting answer: one of the range's numbers, or
 * `undefined` (ignored) for anything else.
 *
 * @example
 * prefillInRange("4", { min: 1, max: 5 }); // 4
 * prefillInRange("9", { min: 1, max: 5 }); // undefined
 */
export function prefillInRange(raw: unknown, range: WholeNumberRange): number | undefined {
  const text = prefillString(raw);
  const number = text === undefined ? undefined : readWholeNumber(text);
  return isInRange(number, range) ? number : undefined;
}

/**
 * The answer a post without scripts gives: the chosen radio's number, no
 * answer when none was chosen, and other text as posted (the validator then
 * refuses it, naming the range).
 *
 * @example
 * wholeNumberFromFormPost(["4"]); // 4
 * wholeNumberFromFormPost([]); // null
 */
export function wholeNumberFromFormPost(posted: readonly string[]): unknown {
  const text = posted[0];
  if (text === undefined || text.trim() === "") return null;
  return readWholeNumber(text) ?? text;
}
