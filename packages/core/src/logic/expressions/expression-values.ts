import { isAnswered } from "../is-answered";

/** What an expression computes: a number, a text, a yes/no, or nothing (`null`). */
export type ExpressionValue = number | string | boolean | null;

const NUMERIC_TEXT = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** A finite result with the floating-point noise of its last digits rounded away (0.1 + 0.2 is 0.3), or null. */
export function cleanNumber(value: number): number | null {
  // A whole number of at most 15 digits has no noise to round away (and is
  // most results: points, counts, lengths), so it skips the text round trip.
  if (Number.isInteger(value) && value < 1e15 && value > -1e15) return value === 0 ? 0 : value;
  if (!Number.isFinite(value)) return null;
  // Rounding the largest numbers to 15 digits can pass the largest double
  // (-1.7976931348623151e308 becomes -Infinity): those keep their value.
  const rounded = Number(value.toPrecision(15));
  return Number.isFinite(rounded) ? rounded : value;
}

/** Whether a value is unanswered: nothing, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A value as a number for arithmetic: numbers, `true` 1 and `false` 0, a text
 * that is a number, and an unanswered value 0 (a calculator adds what was
 * not filled in as nothing). Other text, lists and objects: null.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (isBlank(value)) return 0;
  if (typeof value === "string" && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/** A number as text: at most 15 significant digits, no exponent below 10^21. */
export function numberText(value: number): string {
  return String(cleanNumber(value) ?? "");
}

/** A value as text: lists joined by ", ", nothing as "". */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return value.map(toText).join(", ");
  return "";
}

/** Whether a value counts as yes: anything answered but `false`, `0` and nothing. */
export function isTruthy(value: unknown): boolean {
  if (value === 0 || Number.isNaN(value)) return false;
  return isAnswered(value);
}

/** The numbers in a list of values (lists read element by element), skipping what is unanswered or not a number. */
export function numbersIn(values: readonly unknown[]): number[] {
  const numbers: number[] = [];
  for (const value of values) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isBlank(item)) continue;
      const number = toNumber(item);
      if (number !== null) numbers.push(number);
    }
  }
  return numbers;
}

/** A value as one expression value: lists and objects as their text. */
export function toExpressionValue(value: unknown): ExpressionValue {
  if (
    value === null ||
    typeof value === "number" ||
    typeof value === "string" ||
    typeof value === "boolean"
  ) {
    return typeof value === "number" ? cleanNumber(value) : value;
  }
  if (value === undefined) return null;
  return toText(value);
}
