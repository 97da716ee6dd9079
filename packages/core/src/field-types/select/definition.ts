import { choiceAnswerText } from "../../answers/answer-text";
import { compileMultiChoiceField } from "../../validation/compile-multi-choice-field";
import { compileSingleChoiceField } from "../../validation/compile-single-choice-field";
import type { FieldTypeDefinition } from "../field-type-definition";
import { choicePoints, restoreChoice, restoreChoices } from "../shared/choice-values";
import type { SelectBlock } from "./block";

/**
 * A select: one option's value, or with `multi` a list of them; a creatable
 * select also takes values of the respondent's own. Answers read as the
 * options' labels and are counted per option.
 *
 * @example
 * selectField.emptyValue({ ...block, multi: true }); // []
 */
export const selectField: FieldTypeDefinition<SelectBlock> = {
  type: "select",
  compileValidator: (block) =>
    block.multi === true ? compileMultiChoiceField(block) : compileSingleChoiceField(block),
  emptyValue: (block) => (block.multi === true ? [] : null),
  restoreValue: (block, value) =>
    block.multi === true ? restoreChoices(block, value) : restoreChoice(block, value),
  answerText: choiceAnswerText,
  points: choicePoints,
};
