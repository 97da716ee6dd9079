import { messages } from "../../messages";
import { isBlank } from "../../validation/is-blank";
import type { FieldValidator } from "../../validation/submission-value";
import type { CheckboxBlock } from "./block";

/**
 * Builds the validator of a single checkbox: only booleans are accepted (a
 * submission is JSON; prefill is where "on" and "1" are understood). Absent
 * or `false` is stored as `false`; `required` means it must be `true`.
 *
 * @example
 * const validate = compileCheckboxField({ type: "checkbox", name: "terms", label: "Terms", required: true });
 * validate(false); // { error: "Terms is required" }
 * validate(true); // { value: true }
 */
export function compileCheckboxField(block: CheckboxBlock): FieldValidator {
  const required = block.required === true;
  const requiredMessage = messages.required(block.label);
  const wrongTypeMessage = messages.wrongType(block.label);
  return (value) => {
    if (value === true) return { value: true };
    if (value === false || isBlank(value))
      return required ? { error: requiredMessage } : { value: false };
    return { error: wrongTypeMessage };
  };
}
