/**
 * Reads an own property only, so a key such as `constructor` or `toString`
 * never yields what the prototype chain holds.
 *
 * @example
 * getOwn({}, "constructor"); // undefined
 * getOwn({ a: 1 }, "a"); // 1
 */
export function getOwn(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}
