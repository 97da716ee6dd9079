/**
 * Whether a value holds an answer, for any field type: not `undefined`,
 * `null`, `false` (an unticked checkbox), blank text, an empty list, or an
 * object all of whose values are unanswered (a matrix with no row answered, a
 * signature neither drawn nor typed).
 *
 * @example
 * isAnswered("  "); // false
 * isAnswered({ row1: "" }); // false
 * isAnswered(0); // true
 */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.values(value).some(isAnswered);
  return true;
}
