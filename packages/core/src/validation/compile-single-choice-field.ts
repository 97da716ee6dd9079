import type { RadioBlock } from "../field-types/radio/block";
import type { SelectBlock } from "../field-types/select/block";
import { messages } from "../messages";
import { compileChoiceCheck } from "./check-choice";
import { isBlank } from "./is-blank";
import type { FieldValidator } from "./submission-value";

/**
 * Builds the validator of a radio group or a single select: one string, one
 * of the option values (or a created value, for a creatable select).
 *
 * @example
 * const validate = compileSingleChoiceField({ type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] });
 * validate("s"); // { value: "s" }
 * validate("xl"); // { error: "Size has a choice that is not offered" }
 */
export function compileSingleChoiceField(block: RadioBlock | SelectBlock): FieldValidator {
  const required = block.required === true;
  const requiredMessage = messages.required(block.label);
  const wrongTypeMessage = messages.wrongType(block.label);
  const check = compileChoiceCheck({
    label: block.label,
    optionValues: block.options.map((option) => option.value),
    isCreatable: "creatable" in block && block.creatable === true,
  });
  return (value) => {
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    if (typeof value !== "string") return { error: wrongTypeMessage };
    const error = check(value);
    return error === undefined ? { value } : { error };
  };
}
