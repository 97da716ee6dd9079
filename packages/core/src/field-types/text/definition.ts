import { answerText } from "../../answers/answer-text";
import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import type { FieldTypeDefinition } from "../field-type-definition";
import { restoreText } from "../shared/text-values";
import type { TextBlock } from "./block";
import { compileTextField } from "./compile";

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
  answerText,
};
