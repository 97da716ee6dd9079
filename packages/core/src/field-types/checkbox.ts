import { answerText } from "../answers/answer-text";
import type { CheckboxBlock } from "../document/checkbox-block-schema";
import { prefillString } from "../prefill/prefill-input";
import { compileCheckboxField } from "../validation/compile-checkbox-field";
import type { FieldTypeDefinition } from "./field-type-definition";

/** Longer than any checkbox word with room for spaces around it. */
const CHECKBOX_WORD_MAX_LENGTH = 16;
const TRUE_WORDS: ReadonlySet<string> = new Set(["true", "1", "on"]);
const FALSE_WORDS: ReadonlySet<string> = new Set(["false", "0", "off"]);

/**
 * A single checkbox: `true` or `false`; prefill "true", "1", "on" -> true and
 * "false", "0", "off" -> false (any case); charted as Yes / No.
 *
 * @example
 * checkboxField.coercePrefill({ type: "checkbox", name: "ok", label: "OK" }, "on"); // true
 */
export const checkboxField: FieldTypeDefinition<CheckboxBlock> = {
  type: "checkbox",
  rules: [],
  hasOptions: false,
  compileValidator: (block) => compileCheckboxField(block),
  coercePrefill: (_block, raw) => {
    const text = prefillString(raw);
    if (text === undefined || text.length > CHECKBOX_WORD_MAX_LENGTH) return undefined;
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    return FALSE_WORDS.has(word) ? false : undefined;
  },
  emptyValue: () => false,
  restoreValue: (_block, value) => (typeof value === "boolean" ? value : undefined),
  answerText: (value) => answerText(value),
  fromFormPost: (_block, posted) => posted.includes("true"),
  chart: "options",
  fixedOptions: [
    { value: "true", label: "Yes" },
    { value: "false", label: "No" },
  ],
};
