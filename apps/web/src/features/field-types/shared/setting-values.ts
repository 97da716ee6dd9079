/**
 * A number input's value as a setting: a number, text the document check
 * then names (`"abc"`), or nothing when the input is empty.
 *
 * @example
 * numberSetting(7); // 7
 * numberSetting(" "); // undefined
 */
export function numberSetting(value: unknown): unknown {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * A text input's value as a setting, trimmed, or nothing when it is blank.
 *
 * @example
 * trimmedSetting(" 09:00 "); // "09:00"
 * trimmedSetting(""); // undefined
 */
export function trimmedSetting(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * A setting as a number input holds it: a number, text typed into it, or
 * nothing.
 *
 * @example
 * numberInput(5); // 5
 * numberInput(null); // undefined
 */
export function numberInput(value: unknown): number | string | undefined {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}
