import type { Rule } from "../document/field-rules-schema";

/**
 * A rule in one shape, whether the document gave it plain or as
 * `{ value, message }`. `message` is the author's custom message, if any.
 *
 * @example
 * resolveRule(80); // { value: 80, message: undefined }
 * resolveRule({ value: 80, message: "Too long" }); // { value: 80, message: "Too long" }
 * resolveRule(undefined); // undefined
 */
export function resolveRule<T>(
  rule: Rule<T> | undefined,
): { value: T; message: string | undefined } | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === "object" && rule !== null && "value" in rule && "message" in rule) {
    return { value: rule.value, message: rule.message };
  }
  return { value: rule as T, message: undefined };
}
