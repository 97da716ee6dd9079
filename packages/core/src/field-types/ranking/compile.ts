import { messages } from "../../messages";
import { isBlank } from "../../validation/is-blank";
import type { FieldValidator } from "../../validation/submission-value";
import type { RankingBlock } from "./block";
import { rankingMessages } from "./messages";
import { isCompleteRanking } from "./values";

/**
 * Builds the validator of a ranking: nothing (`null`, `undefined` or `[]`:
 * the respondent did not rank) or an array holding every option value exactly
 * once. Required means the respondent ranked (touched the order, or kept it
 * with "Keep this order").
 *
 * @example
 * const validate = compileRankingField({ type: "ranking", name: "f", label: "Fruit",
 *   options: [{ label: "A", value: "a" }, { label: "B", value: "b" }] });
 * validate(["b", "a"]); // { value: ["b", "a"] }
 * validate(["a"]); // { error: "Fruit must rank every option exactly once" }
 */
export function compileRankingField(block: RankingBlock): FieldValidator {
  const required = block.required === true;
  const requiredMessage = messages.required(block.label);
  const incomplete = rankingMessages.incomplete(block.label);
  return (value) => {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
      return required ? { error: requiredMessage } : { value: undefined };
    }
    if (!Array.isArray(value)) return { error: messages.wrongType(block.label) };
    return isCompleteRanking(block, value) ? { value: [...value] } : { error: incomplete };
  };
}
