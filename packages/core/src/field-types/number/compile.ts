import { messages } from "../../messages";
import { compileRuleChecks, firstRuleError } from "../../validation/compile-rule-checks";
import { isBlank } from "../../validation/is-blank";
import { parseDecimalNumber } from "../../validation/parse-decimal-number";
import { refusePattern } from "../../validation/refuse-pattern";
import type { FieldValidator } from "../../validation/submission-value";
import type { NumberBlock } from "./block";

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
  const checks = compileRuleChecks({ label, rules, compilePattern: refusePattern });
  return (value) => {
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    const number = parseDecimalNumber(value);
    if (number === undefined) return { error: notANumberMessage };
    const error = firstRuleError(checks, number);
    return error === undefined ? { value: number } : { error };
  };
}
