/**
 * Whether a value is a plain object: `{}`-like or created with
 * `Object.create(null)` — what `JSON.parse` and `qs` produce. Class instances,
 * arrays, dates and other exotic objects are not.
 *
 * @example
 * isPlainObject({ a: 1 }); // true
 * isPlainObject(new Date()); // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
