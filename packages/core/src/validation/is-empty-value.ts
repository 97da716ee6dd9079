/**
 * Whether a stored value means "nothing entered" on any widget: `undefined`,
 * `null`, a blank string, an empty array, or `false` (an unticked checkbox).
 *
 * @example
 * isEmptyValue("  "); // true
 * isEmptyValue(0); // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
