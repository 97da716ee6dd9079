import { messages } from "../messages";
import { compileWidgetPattern } from "../pattern/test-pattern";
import { compileRuleChecks, type RuleCheck, type RuleSet } from "./compile-rule-checks";
import { isEmptyValue } from "./is-empty-value";

/**
 * What a widget stores, as far as validation cares: text (`text`, or with a
 * format check `email` / `url`), a `number`, one `choice`, several `choices`
 * or a `boolean`.
 *
 * @example
 * const kind: FieldKind = "choices"; // a multi select or checkbox group
 */
export type FieldKind = "text" | "email" | "url" | "number" | "choice" | "choices" | "boolean";

/** What a validate function may return, as react-hook-form reads it. */
export type ValidateResult = string | string[] | boolean | undefined;

/** One validate function as react-hook-form calls it, with the value and the form's values. */
export type ControllerValidate = (
  value: unknown,
  formValues: unknown,
) => ValidateResult | Promise<ValidateResult>;

/**
 * A caller's own validate function(s) (react-hook-form's `Validate`, any value
 * type): one function, or a record of named ones (each name becomes the error's `type`).
 */
export type CustomValidate =
  | ((value: never, formValues: never) => ValidateResult | Promise<ValidateResult>)
  | Record<string, (value: never, formValues: never) => ValidateResult | Promise<ValidateResult>>;

/**
 * The rules handed to react-hook-form's `useController`: named validate functions only.
 *
 * @example
 * const rules: ControllerRules = toControllerRules({ label: "Name", required: true, kind: "text" });
 * useController({ name: "name", rules });
 */
export interface ControllerRules {
  validate: Record<string, ControllerValidate>;
}

/** A widget's rules: the document's rules (a pattern may also be a `RegExp`) plus `validate`. */
export type WidgetRules = RuleSet<RegExp | string> & { validate?: CustomValidate };

/**
 * The checks each kind of value brings before the rules: a number widget
 * keeps text that is not a number as a string, precisely so it lands here.
 */
const KIND_CHECKS: Readonly<
  Partial<Record<FieldKind, (label: string) => Record<string, RuleCheck>>>
> = {
  number: (label) => {
    const message = messages.notANumber(label);
    return { notANumber: (value) => (typeof value === "string" ? message : undefined) };
  },
};

/** The rules each kind of value implies: an email address or a URL checks its format. */
const KIND_RULES: Readonly<Partial<Record<FieldKind, RuleSet<RegExp | string>>>> = {
  email: { email: true },
  url: { url: true },
};

/**
 * A caller's validate function whose bare `false` becomes a real message:
 * react-hook-form would report an error with an empty message, which a
 * person cannot read.
 */
function withMessage(
  check: (value: unknown, formValues: never) => ValidateResult | Promise<ValidateResult>,
  label: string,
): ControllerValidate {
  const fix = (result: ValidateResult): ValidateResult =>
    result === false ? messages.pattern(label) : result;
  return (value, formValues) => {
    const result = check(value, formValues as never);
    return result instanceof Promise ? result.then(fix) : fix(result);
  };
}

/** Runs a check only on a value that is not empty: an optional field left empty is valid. */
function skipEmpty(check: RuleCheck): ControllerValidate {
  return (value) => isEmptyValue(value) || (check(value) ?? true);
}

/**
 * Builds the react-hook-form rules of a widget from the same rule engine as
 * the submission validator ({@link compileRuleChecks}): `required` (with
 * `{label} is required`), the check of its kind (a number), then the `rules`
 * given and the format its kind implies (an email address, a URL), each with
 * its own message or the default one, then the caller's `validate`. Every
 * check but `required` and `validate` lets an empty value through. An error's
 * `type` is the rule's name (`required`, `minLength`, `notANumber`, ...).
 *
 * @example
 * const { validate } = toControllerRules({ label: "Name", required: true, rules: { minLength: 3 }, kind: "text" });
 * validate.required("", {}); // "Name is required"
 * validate.minLength("Al", {}); // "Name must be at least 3 characters"
 */
export function toControllerRules({
  label,
  required = false,
  rules = {},
  kind,
}: {
  label: string;
  required?: boolean;
  rules?: WidgetRules;
  kind: FieldKind;
}): ControllerRules {
  const { validate: custom, ...builtIn } = rules;
  const validate: Record<string, ControllerValidate> = {};
  if (required) {
    const message = messages.required(label);
    validate.required = (value) => !isEmptyValue(value) || message;
  }
  for (const [name, check] of Object.entries(KIND_CHECKS[kind]?.(label) ?? {})) {
    validate[name] = skipEmpty(check);
  }
  const ruleChecks = compileRuleChecks({
    label,
    rules: { ...KIND_RULES[kind], ...builtIn },
    compilePattern: compileWidgetPattern,
  });
  for (const { name, check } of ruleChecks) validate[name] = skipEmpty(check);
  const customChecks = typeof custom === "function" ? { validate: custom } : (custom ?? {});
  for (const [name, check] of Object.entries(customChecks)) {
    validate[name] = withMessage(
      check as (value: unknown, formValues: never) => ValidateResult | Promise<ValidateResult>,
      label,
    );
  }
  return { validate };
}
