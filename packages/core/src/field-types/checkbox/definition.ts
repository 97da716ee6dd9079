import type { FieldTypeDefinition } from "../field-type-definition";
import { checkboxAnswerText } from "./answer-text";
import type { CheckboxBlock } from "./block";
import { compileCheckboxField } from "./compile";

/**
 * A single checkbox: `true` or `false`; charted as Yes / No (see
 * `checkboxFieldDocument`).
 *
 * @example
 * checkboxField.emptyValue({ type: "checkbox", name: "ok", label: "OK" }); // false
 */
export const checkboxField: FieldTypeDefinition<CheckboxBlock> = {
  type: "checkbox",
  compileValidator: compileCheckboxField,
  emptyValue: () => false,
  restoreValue: (_block, value) => (typeof value === "boolean" ? value : undefined),
  answerText: checkboxAnswerText,
};
