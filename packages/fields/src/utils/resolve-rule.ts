import type { RuleValue } from "../types";

/**
 * A rule in one shape, whether it was given plain or as `{ value, message }`.
 *
 * @example
 * resolveRule(3); // { value: 3, message: undefined }
 * resolveRule({ value: 3, message: "Too short" }); // { value: 3, message: "Too short" }
 */
export function resolveRule<T>(
  rule: RuleValue<T> | undefined,
): { value: T; message: string | undefined } | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === "object" && rule !== null && "value" in rule && "message" in rule) {
    return { value: rule.value, message: rule.message };
  }
  return { value: rule as T, message: undefined };
}
