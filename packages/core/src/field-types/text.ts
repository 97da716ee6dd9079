import { answerText } from "../answers/answer-text";
import { TEXT_MAX_LENGTH } from "../constants";
import type { TextBlock } from "../document/text-block-schema";
import { compileTextField } from "../validation/compile-text-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { prefillText, restoreText, TEXT_RULES } from "./text-values";

/**
 * A single-line text field: a string as typed; prefill any storable text of
 * at most 1,000 code points.
 *
 * @example
 * textField.coercePrefill({ type: "text", name: "city", label: "City" }, "Paris"); // "Paris"
 */
export const textField: FieldTypeDefinition<TextBlock> = {
  type: "text",
  rules: TEXT_RULES,
  hasOptions: false,
  compileValidator: compileTextField,
  coercePrefill: (_block, raw) => prefillText(raw, TEXT_MAX_LENGTH),
  emptyValue: () => "",
  restoreValue: (_block, value) => restoreText(value),
  answerText: (value) => answerText(value),
  fromFormPost: (_block, posted) => posted[0] ?? "",
  chart: "none",
};
