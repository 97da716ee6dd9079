import { answerText } from "../../answers/answer-text";
import type { FieldBlock } from "../document-list";
import type { FieldTypeDefinition } from "../field-type-definition";
import { valuePoints } from "./choice-values";
import { compileWholeNumber } from "./compile-whole-number";
import { isInRange, type WholeNumberRange } from "./whole-number-range";

/**
 * The definition of a type whose answer is one whole number of a range (the
 * type's folder gives its name and how a block's range reads): the range's
 * validator, `null` while nothing is chosen, a saved number restored while the
 * range still has it. One shared body keeps what every form's browser code
 * loads for such types small.
 *
 * @example
 * const ratingField = wholeNumberField<RatingBlock>("rating", ratingRange);
 */
export function wholeNumberField<TBlock extends FieldBlock>(
  type: TBlock["type"],
  rangeOf: (block: TBlock) => WholeNumberRange,
): FieldTypeDefinition<TBlock> {
  return {
    type,
    compileValidator: (block) =>
      compileWholeNumber({
        label: block.label,
        required: block.required === true,
        ...rangeOf(block),
      }),
    emptyValue: () => null,
    restoreValue: (block, value) =>
      value === null || isInRange(value, rangeOf(block)) ? value : undefined,
    answerText,
    points: valuePoints,
  };
}
