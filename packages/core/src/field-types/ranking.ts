import type { RankingBlock } from "../document/ranking-block-schema";
import { compileRankingField } from "../validation/compile-ranking-field";
import type { FieldTypeDefinition } from "./field-type-definition";
import { restoreRanking } from "./ranking-values";

/**
 * A ranking: every option value in the respondent's order; `null` until the
 * respondent ranks (moves an option, or keeps the order shown).
 *
 * @example
 * rankingField.emptyValue(block); // null
 */
export const rankingField: FieldTypeDefinition<RankingBlock> = {
  type: "ranking",
  compileValidator: compileRankingField,
  emptyValue: () => null,
  restoreValue: restoreRanking,
};
