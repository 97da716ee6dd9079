import type { RadioBlock } from "../document/radio-block-schema";
import { compileSingleChoiceField } from "../validation/compile-single-choice-field";
import { restoreChoice } from "./choice-values";
import type { FieldTypeDefinition } from "./field-type-definition";

/**
 * A radio group: one option's value; answers read as the option's label and
 * are counted per option.
 *
 * @example
 * radioField.emptyValue(block); // null
 */
export const radioField: FieldTypeDefinition<RadioBlock> = {
  type: "radio",
  compileValidator: compileSingleChoiceField,
  emptyValue: () => null,
  restoreValue: restoreChoice,
};
