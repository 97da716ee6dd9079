import { messages } from "../messages";
import { compileChoiceCheck } from "./check-choice";
import { isBlank } from "./is-blank";
import type { FieldValidator } from "./submission-value";

/** What {@link compileSingleChoiceField} is told of a field whose answer is one choice. */
export interface SingleChoiceField {
  label: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string }>;
  /** Whether the respondent may give a value of their own. */
  creatable?: boolean;
}

/**
 * Builds the validator of a field whose answer is one choice (a radio group,
 * a single select): one string, one of the option values (or, when
 * `creatable`, a value of the respondent's own).
 *
 * @example
 * const validate = compileSingleChoiceField({ label: "Size", options: [{ value: "s" }] });
 * validate("s"); // { value: "s" }
 * validate("xl"); // { error: "Size has a choice that is not offered" }
 */
export function compileSingleChoiceField(block: SingleChoiceField): FieldValidator {
  const required = block.required === true;
  const requiredMessage = messages.required(block.label);
  const wrongTypeMessage = messages.wrongType(block.label);
  const check = compileChoiceCheck({
    label: block.label,
    optionValues: block.options.map((option) => option.value),
    isCreatable: block.creatable === true,
  });
  return (value) => {
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    if (typeof value !== "string") return { error: wrongTypeMessage };
    const error = check(value);
    return error === undefined ? { value } : { error };
  };
}
