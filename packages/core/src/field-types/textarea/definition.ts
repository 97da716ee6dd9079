import { answerText } from "../../answers/answer-text";
import type { FieldTypeDefinition } from "../field-type-definition";
import { restoreText } from "../shared/text-values";
import type { TextareaBlock } from "./block";
import { compileTextareaField } from "./compile";
import { TEXTAREA_MAX_LENGTH } from "./max-length";

/**
 * A multi-line text field: a string as typed (see `textareaFieldDocument`).
 *
 * @example
 * textareaField.emptyValue({ type: "textarea", name: "note", label: "Note" }); // ""
 */
export const textareaField: FieldTypeDefinition<TextareaBlock> = {
  type: "textarea",
  compileValidator: compileTextareaField,
  textMaxLength: TEXTAREA_MAX_LENGTH,
  emptyValue: () => "",
  restoreValue: restoreText,
  answerText,
};
