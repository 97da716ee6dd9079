import type { TextareaBlock } from "../document/textarea-block-schema";
import { compileTextField } from "../validation/compile-text-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { restoreText, TEXT_RULES } from "./text-values";

/**
 * A multi-line text field: a string as typed (see `textareaBoundary`).
 *
 * @example
 * textareaField.emptyValue({ type: "textarea", name: "note", label: "Note" }); // ""
 */
export const textareaField: FieldTypeDefinition<TextareaBlock> = {
  type: "textarea",
  rules: TEXT_RULES,
  hasOptions: false,
  compileValidator: compileTextField,
  emptyValue: () => "",
  restoreValue: (_block, value) => restoreText(value),
  chart: "none",
};
