import type { FieldError } from "./submission-value";

/**
 * Field errors as a map from field name to message, the shape a
 * react-hook-form resolver and an error summary look errors up in. The first
 * message of a name wins. Every name becomes an own property, `__proto__`
 * included, without touching the map's prototype.
 *
 * @example
 * toFieldErrorMap([{ name: "email", message: "Email is required" }]);
 * // { email: "Email is required" }
 */
export function toFieldErrorMap(fieldErrors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { name, message } of fieldErrors) {
    if (Object.hasOwn(map, name)) continue;
    Object.defineProperty(map, name, {
      value: message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return map;
}
