import { choiceAnswerText } from "../../answers/answer-text";
import { compileSingleChoiceField } from "../../validation/compile-single-choice-field";
import type { FieldTypeDefinition } from "../field-type-definition";
import { choicePoints, restoreChoice } from "../shared/choice-values";
import type { RadioBlock } from "./block";

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
  answerText: choiceAnswerText,
  points: choicePoints,
};
