import { compileScaleValue } from "../../validation/compile-scale-value";
import type { FieldTypeDefinition } from "../field-type-definition";
import type { RatingBlock } from "../rating/block";
import type { ScaleBlock } from "../scale/block";
import { isOnScale, type ScaleRange } from "./scale-values";

/**
 * The definition of a type whose answer is one whole number of a range
 * (rating, scale): the range's validator, `null` while nothing is chosen, a
 * saved number restored while the range still has it. One shared body keeps
 * what every form's browser code loads for these types small.
 *
 * @example
 * const ratingField = wholeNumberField<RatingBlock>("rating", ratingRange);
 */
export function wholeNumberField<TBlock extends RatingBlock | ScaleBlock>(
  type: TBlock["type"],
  rangeOf: (block: TBlock) => ScaleRange,
): FieldTypeDefinition<TBlock> {
  return {
    type,
    compileValidator: (block) =>
      compileScaleValue({
        label: block.label,
        required: block.required === true,
        ...rangeOf(block),
      }),
    emptyValue: () => null,
    restoreValue: (block, value) =>
      value === null || isOnScale(value, rangeOf(block)) ? value : undefined,
  };
}
