import type { CheckboxGroupBlock } from "../document/checkbox-group-block-schema";
import { compileMultiChoiceField } from "../validation/compile-multi-choice-field";
import { restoreChoices } from "./choice-values";
import type { FieldTypeDefinition } from "./field-type-definition";

/**
 * A checkbox group: the ticked options' values; answers read as the options'
 * labels and are counted per option.
 *
 * @example
 * checkboxGroupField.emptyValue(block); // []
 */
export const checkboxGroupField: FieldTypeDefinition<CheckboxGroupBlock> = {
  type: "checkboxGroup",
  compileValidator: compileMultiChoiceField,
  emptyValue: () => [],
  restoreValue: restoreChoices,
};
