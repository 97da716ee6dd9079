import { parseDecimalNumber } from "@formwright/core";

/**
 * What a number input stores for the text typed into it: `undefined` when it is
 * blank (no value, never 0), the decimal number when the text is one (the
 * grammar of `parseDecimalNumber` in `@formwright/core`, which the server uses
 * too: digits, an optional sign and `.` as decimal point; no exponent, no
 * decimal comma), and otherwise the raw text, so validation can say "must be a
 * number" instead of silently storing `NaN` or 0.
 *
 * @example
 * parseNumberText("3.50"); // 3.5
 * parseNumberText(" -2 "); // -2
 * parseNumberText(""); // undefined
 * parseNumberText("abc"); // "abc"
 */
export function parseNumberText(text: string): number | string | undefined {
  if (text.trim() === "") return undefined;
  return parseDecimalNumber(text) ?? text;
}
