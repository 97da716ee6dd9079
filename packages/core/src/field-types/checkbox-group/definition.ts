import { choiceAnswerText } from "../../answers/answer-text";
import { compileMultiChoiceField } from "../../validation/compile-multi-choice-field";
import type { FieldTypeDefinition } from "../field-type-definition";
import { choicePoints, restoreChoices } from "../shared/choice-values";
import type { CheckboxGroupBlock } from "./block";

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
  answerText: choiceAnswerText,
  points: choicePoints,
};
