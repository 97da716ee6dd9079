/**
 * Keys that reach an object's prototype when assigned. They are never field
 * names, so no code path writes them into a values object.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
]);
