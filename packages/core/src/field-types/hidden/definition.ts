import { answerText } from "../../answers/answer-text";
import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import type { FieldTypeDefinition } from "../field-type-definition";
import { compileTypedText } from "../shared/compile-typed-text";
import { restoreText } from "../shared/text-values";
import type { HiddenBlock } from "./block";

/**
 * A hidden field: a string the respondent never sees (from the query string
 * or the block's `defaultValue`), validated as optional typed text without
 * rules: at most 1,000 code points, no NUL or unpaired surrogate; empty is
 * `""` in the form and no value once submitted.
 *
 * @example
 * hiddenField.emptyValue({ type: "hidden", name: "utm_source", label: "Campaign" }); // ""
 */
export const hiddenField: FieldTypeDefinition<HiddenBlock> = {
  type: "hidden",
  compileValidator: (block, compilePattern) =>
    compileTypedText({ label: block.label, cap: TEXT_MAX_LENGTH }, compilePattern),
  textMaxLength: TEXT_MAX_LENGTH,
  emptyValue: () => "",
  restoreValue: restoreText,
  answerText,
};
