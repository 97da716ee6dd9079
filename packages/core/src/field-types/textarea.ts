import { TEXTAREA_MAX_LENGTH } from "../constants/answer-limits";
import type { TextareaBlock } from "../document/textarea-block-schema";
import { compileTextField } from "../validation/compile-text-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { restoreText } from "./text-values";

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
