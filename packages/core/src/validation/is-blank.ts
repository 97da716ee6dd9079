/**
 * Whether a value counts as "nothing entered" for every field type:
 * `undefined`, `null`, or a string that is empty or only whitespace.
 * (Array fields also treat `[]` as empty, and a single checkbox `false`.)
 *
 * @example
 * isBlank("   "); // true
 * isBlank(0); // false
 */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}
