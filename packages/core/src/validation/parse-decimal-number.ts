// Digits with an optional sign and decimal point: "3.50", "-2", "+1", ".5", "5.".
// No exponent ("1e3"), no thousands separators, no decimal comma, no hex:
// a person typing into a number field means none of them, and accepting "1e3"
// would store 1000 for what is most likely a typo.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads a decimal number from a JSON number or from text. Surrounding
 * whitespace is ignored; anything else that is not a finite decimal number
 * gives `undefined`. `-0` becomes `0`.
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
    const text = value.trim();
    if (!DECIMAL.test(text)) return undefined;
    number = Number(text);
  } else {
    return undefined;
  }
  if (!Number.isFinite(number)) return undefined;
  return number === 0 ? 0 : number;
}
