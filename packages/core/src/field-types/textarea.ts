import { answerText } from "../answers/answer-text";
import { TEXTAREA_MAX_LENGTH } from "../constants";
import type { TextareaBlock } from "../document/textarea-block-schema";
import { compileTextField } from "../validation/compile-text-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { prefillText, restoreText, TEXT_RULES } from "./text-values";

/**
 * A multi-line text field: a string as typed; prefill any storable text of
 * at most 10,000 code points.
 *
 * @example
 * textareaField.emptyValue({ type: "textarea", name: "note", label: "Note" }); // ""
 */
export const textareaField: FieldTypeDefinition<TextareaBlock> = {
  type: "textarea",
  rules: TEXT_RULES,
  hasOptions: false,
  compileValidator: compileTextField,
  coercePrefill: (_block, raw) => prefillText(raw, TEXTAREA_MAX_LENGTH),
  emptyValue: () => "",
  restoreValue: (_block, value) => restoreText(value),
  answerText: (value) => answerText(value),
  fromFormPost: (_block, posted) => posted[0] ?? "",
  chart: "none",
};
