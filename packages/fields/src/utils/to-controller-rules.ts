import { countCodePoints, isEmailAddress, isHttpUrl, messages } from "@formwright/core";
import type { FieldValues, Validate, ValidateResult } from "react-hook-form";
import type { FieldRules } from "../types";

import { isEmptyValue } from "./is-empty-value";
import { resolveRule } from "./resolve-rule";
import { testPattern } from "./test-pattern";

/**
 * What a widget stores, as far as validation cares: text (`text`, or with a
 * format check `email` / `url`), a `number`, one `choice`, several `choices`
 * or a `boolean`.
 *
 * @example
 * const kind: FieldKind = "choices"; // a multi select or checkbox group
 */
export type FieldKind = "text" | "email" | "url" | "number" | "choice" | "choices" | "boolean";

/**
 * The rules handed to react-hook-form's `useController`: named validate functions only.
 *
 * @example
 * const rules: ControllerRules = toControllerRules({ label: "Name", required: true, kind: "text" });
 * useController({ name: "name", rules });
 */
export interface ControllerRules {
  validate: Record<string, Validate<unknown, FieldValues>>;
}

type Check = (value: unknown) => true | string;

type BuiltInRules = Omit<FieldRules, "validate">;

function pick(custom: string | undefined, fallback: string): string {
  return custom ?? fallback;
}

function textChecks(label: string, rules: BuiltInRules): Record<string, Check> {
  const checks: Record<string, Check> = {};
  const minLength = resolveRule(rules.minLength);
  const maxLength = resolveRule(rules.maxLength);
  const pattern = resolveRule(rules.pattern);
  if (minLength) {
    checks.minLength = (value) =>
      typeof value !== "string" ||
      countCodePoints(value) >= minLength.value ||
      pick(minLength.message, messages.minLength(label, minLength.value));
  }
  if (maxLength) {
    checks.maxLength = (value) =>
      typeof value !== "string" ||
      countCodePoints(value) <= maxLength.value ||
      pick(maxLength.message, messages.maxLength(label, maxLength.value));
  }
  if (pattern) {
    checks.pattern = (value) =>
      typeof value !== "string" ||
      testPattern(pattern.value, value) ||
      pick(pattern.message, messages.pattern(label));
  }
  return checks;
}

function numberChecks(label: string, rules: BuiltInRules): Record<string, Check> {
  const checks: Record<string, Check> = {};
  const min = resolveRule(rules.min);
  const max = resolveRule(rules.max);
  if (min) {
    checks.min = (value) =>
      typeof value !== "number" ||
      value >= min.value ||
      pick(min.message, messages.min(label, min.value));
  }
  if (max) {
    checks.max = (value) =>
      typeof value !== "number" ||
      value <= max.value ||
      pick(max.message, messages.max(label, max.value));
  }
  return checks;
}

function itemChecks(label: string, rules: BuiltInRules): Record<string, Check> {
  const checks: Record<string, Check> = {};
  const minItems = resolveRule(rules.minItems);
  const maxItems = resolveRule(rules.maxItems);
  if (minItems) {
    checks.minItems = (value) =>
      !Array.isArray(value) ||
      value.length >= minItems.value ||
      pick(minItems.message, messages.minItems(label, minItems.value));
  }
  if (maxItems) {
    checks.maxItems = (value) =>
      !Array.isArray(value) ||
      value.length <= maxItems.value ||
      pick(maxItems.message, messages.maxItems(label, maxItems.value));
  }
  return checks;
}

function kindChecks(label: string, kind: FieldKind): Record<string, Check> {
  switch (kind) {
    case "number":
      // The number input stores unparseable text as a string, precisely so it lands here.
      return {
        notANumber: (value) => typeof value !== "string" || messages.notANumber(label),
      };
    case "email":
      return {
        email: (value) =>
          typeof value !== "string" || isEmailAddress(value.trim()) || messages.email(label),
      };
    case "url":
      return {
        url: (value) => typeof value !== "string" || isHttpUrl(value.trim()) || messages.url(label),
      };
    default:
      return {};
  }
}

/**
 * A caller's validate function whose bare `false` becomes a real message:
 * react-hook-form would report an error with an empty message, which a
 * person cannot read.
 */
function withMessage(
  check: Validate<unknown, FieldValues>,
  label: string,
): Validate<unknown, FieldValues> {
  const fix = (result: ValidateResult): ValidateResult =>
    result === false ? messages.pattern(label) : result;
  return (value, formValues) => {
    const result = check(value, formValues);
    return result instanceof Promise ? result.then(fix) : fix(result);
  };
}

/** Runs a check only on a value that is not empty: an optional field left empty is valid. */
function skipEmpty(check: Check): Validate<unknown, FieldValues> {
  return (value) => isEmptyValue(value) || check(value);
}

/**
 * Builds the react-hook-form rules of a widget: `required` (with
 * `{label} is required`), the format check of its kind (a number, an email
 * address, a URL), then the `rules` given, each with its own message or the
 * default one from `@formwright/core`, then the caller's `validate`. Every
 * check but `required` and `validate` lets an empty value through. An error's
 * `type` is the rule's name (`required`, `minLength`, `notANumber`, ...).
 *
 * @example
 * const { validate } = toControllerRules({ label: "Name", required: true, rules: { minLength: 3 }, kind: "text" });
 * validate.required("", {}); // "Name is required"
 * validate.minLength("Al", {}); // "Name must be at least 3 characters"
 */
export function toControllerRules<TValue>({
  label,
  required = false,
  rules = {},
  kind,
}: {
  label: string;
  required?: boolean;
  rules?: FieldRules<TValue>;
  kind: FieldKind;
}): ControllerRules {
  const { validate: custom, ...builtIn } = rules;
  const validate: Record<string, Validate<unknown, FieldValues>> = {};
  if (required) {
    validate.required = (value) => !isEmptyValue(value) || messages.required(label);
  }
  const checks = {
    ...kindChecks(label, kind),
    ...textChecks(label, builtIn),
    ...numberChecks(label, builtIn),
    ...itemChecks(label, builtIn),
  };
  for (const [name, check] of Object.entries(checks)) validate[name] = skipEmpty(check);
  const customChecks = typeof custom === "function" ? { validate: custom } : (custom ?? {});
  for (const [name, check] of Object.entries(customChecks)) {
    validate[name] = withMessage(check as Validate<unknown, FieldValues>, label);
  }
  return { validate };
}
