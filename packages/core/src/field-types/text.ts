import { TEXT_MAX_LENGTH } from "../constants/answer-limits";
import type { TextBlock } from "../document/text-block-schema";
import { compileTextField } from "../validation/compile-text-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { restoreText } from "./text-values";

/**
 * A single-line text field: a string as typed (see `textFieldDocument` for
 * prefill, posts and answer text).
 *
 * @example
 * textField.emptyValue({ type: "text", name: "city", label: "City" }); // ""
 */
export const textField: FieldTypeDefinition<TextBlock> = {
  type: "text",
  compileValidator: compileTextField,
  textMaxLength: TEXT_MAX_LENGTH,
  emptyValue: () => "",
  restoreValue: restoreText,
};
