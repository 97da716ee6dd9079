/**
 * Whether a value is a non-null, non-array object whose own keys can be read.
 * Used to walk input of unknown shape defensively.
 *
 * @example
 * isRecord({ a: 1 }); // true
 * isRecord([1]); // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
