import type { NumberBlock } from "../document/number-block-schema";
import { messages } from "../messages";
import { isBlank } from "./is-blank";
import { parseDecimalNumber } from "./parse-decimal-number";
import { resolveRule } from "./resolve-rule";
import type { FieldValidator } from "./submission-value";

/**
 * Builds the validator of a number field. A finite JSON number or a decimal
 * string ("3.50", "-2") is stored as a number; anything else is "not a
 * number". Empty is no value, never 0.
 *
 * @example
 * const validate = compileNumberField({ type: "number", name: "qty", label: "Quantity", rules: { min: 1 } });
 * validate("3.50"); // { value: 3.5 }
 * validate("abc"); // { error: "Quantity must be a number" }
 */
export function compileNumberField(block: NumberBlock): FieldValidator {
  const { label, rules = {} } = block;
  const required = block.required === true;
  const requiredMessage = messages.required(label);
  const notANumberMessage = messages.notANumber(label);
  const min = resolveRule(rules.min);
  const minMessage = min && (min.message ?? messages.min(label, min.value));
  const max = resolveRule(rules.max);
  const maxMessage = max && (max.message ?? messages.max(label, max.value));
  return (value) => {
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    const number = parseDecimalNumber(value);
    if (number === undefined) return { error: notANumberMessage };
    if (min && minMessage && number < min.value) return { error: minMessage };
    if (max && maxMessage && number > max.value) return { error: maxMessage };
    return { value: number };
  };
}
