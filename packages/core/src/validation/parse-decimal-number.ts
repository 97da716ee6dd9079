import { NUMBER_TEXT_MAX_LENGTH } from "../constants";

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Whether text is digits with an optional sign and one optional decimal
 * point: "3.50", "-2", "+1", ".5", "5.". No exponent ("1e3"), no thousands
 * separators, no decimal comma, no hex: a person typing into a number field
 * means none of them, and accepting "1e3" would store 1000 for what is most
 * likely a typo. One pass over the characters, no regular expression: the
 * pattern this replaces backtracked quadratically on "1111…x".
 */
function isDecimalText(text: string): boolean {
  let index = text[0] === "+" || text[0] === "-" ? 1 : 0;
  let digits = 0;
  let points = 0;
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isDigit(code)) digits++;
    else if (code === 46 && points === 0) points++;
    else return false;
  }
  return digits > 0;
}

/**
 * Reads a decimal number from a JSON number or from text. Surrounding
 * whitespace is ignored; anything else that is not a finite decimal number
 * gives `undefined`, and so does text longer than
 * {@link NUMBER_TEXT_MAX_LENGTH}. `-0` becomes `0`.
 *
 * @example
 * parseDecimalNumber("3.50"); // 3.5
 * parseDecimalNumber(" -2 "); // -2
 * parseDecimalNumber("1e3"); // undefined
 * parseDecimalNumber(Number.NaN); // undefined
 */
export function parseDecimalNumber(value: unknown): number | undefined {
  let number: number;
  if (typeof value === "number") {
    number = value;
  } else if (typeof value === "string") {
    // The cap is checked before trimming, so trimming itself stays bounded too.
    if (value.length > NUMBER_TEXT_MAX_LENGTH) return undefined;
    const text = value.trim();
    if (!isDecimalText(text)) return undefined;
    number = Number(text);
  } else {
    return undefined;
  }
  if (!Number.isFinite(number)) return undefined;
  return number === 0 ? 0 : number;
}
