import type { ItemsRules } from "../document/field-rules-schema";
import { messages } from "../messages";
import { compileChoiceCheck } from "./check-choice";
import { compileRuleChecks, firstRuleError } from "./compile-rule-checks";
import { isBlank } from "./is-blank";
import { refusePattern } from "./refuse-pattern";
import type { FieldValidator } from "./submission-value";

/** What {@link compileMultiChoiceField} is told of a field whose answer is a list of choices. */
export interface MultiChoiceField {
  label: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string }>;
  /** Whether the respondent may add values of their own. */
  creatable?: boolean;
  rules?: ItemsRules;
}

/**
 * Builds the validator of a field whose answer is several choices (a
 * checkbox group, a multi select): an array of strings, each an option value
 * (or, when `creatable`, a value of the respondent's own).
 * Repeated values are kept once, in first-seen order, before minItems and
 * maxItems are counted. A single string is refused, not wrapped: a client
 * that sends one has a bug worth seeing.
 *
 * @example
 * const validate = compileMultiChoiceField({
 *   label: "Days", rules: { maxItems: 1 },
 *   options: [{ label: "Mon", value: "mon" }, { label: "Tue", value: "tue" }],
 * });
 * validate(["mon", "mon"]); // { value: ["mon"] }
 * validate(["mon", "tue"]); // { error: "Days: choose at most 1" }
 */
export function compileMultiChoiceField(block: MultiChoiceField): FieldValidator {
  const { label, rules = {} } = block;
  const required = block.required === true;
  const requiredMessage = messages.required(label);
  const wrongTypeMessage = messages.wrongType(label);
  const check = compileChoiceCheck({
    label,
    optionValues: block.options.map((option) => option.value),
    isCreatable: block.creatable === true,
  });
  const checks = compileRuleChecks({ label, rules, compilePattern: refusePattern });
  return (value) => {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
      return required ? { error: requiredMessage } : { value: undefined };
    }
    if (!Array.isArray(value)) return { error: wrongTypeMessage };
    const chosen: string[] = [];
    const seen = new Set<string>();
    for (const item of value as unknown[]) {
      if (typeof item !== "string") return { error: wrongTypeMessage };
      if (seen.has(item)) continue;
      const error = check(item);
      if (error !== undefined) return { error };
      seen.add(item);
      chosen.push(item);
    }
    const error = firstRuleError(checks, chosen);
    return error === undefined ? { value: chosen } : { error };
  };
}
