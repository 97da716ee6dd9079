import { TEXTAREA_MAX_LENGTH } from "../../constants/answer-limits";
import type { FieldTypeDefinition } from "../field-type-definition";
import { restoreText } from "../shared/text-values";
import { compileTextField } from "../text/compile";
import type { TextareaBlock } from "./block";

/**
 * A multi-line text field: a string as typed (see `textareaFieldDocument`).
 *
 * @example
 * textareaField.emptyValue({ type: "textarea", name: "note", label: "Note" }); // ""
 */
export const textareaField: FieldTypeDefinition<TextareaBlock> = {
  type: "textarea",
  compileValidator: compileTextField,
  textMaxLength: TEXTAREA_MAX_LENGTH,
  emptyValue: () => "",
  restoreValue: restoreText,
};
