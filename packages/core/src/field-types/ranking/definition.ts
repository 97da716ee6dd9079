import { choiceAnswerText } from "../../answers/answer-text";
import type { FieldTypeDefinition } from "../field-type-definition";
import type { RankingBlock } from "./block";
import { compileRankingField } from "./compile";
import { rankingPoints, rankingQuizOrder, restoreRanking } from "./values";

/**
 * A ranking: every option value in the respondent's order; `null` until the
 * respondent ranks (moves an option, or keeps the order shown). Scores by
 * position: an option ranked at its place in the right order (`correctOrder`,
 * else the options' order) scores its points; in a quiz it is right in that order.
 *
 * @example
 * rankingField.emptyValue(block); // null
 */
export const rankingField: FieldTypeDefinition<RankingBlock> = {
  type: "ranking",
  compileValidator: compileRankingField,
  emptyValue: () => null,
  restoreValue: restoreRanking,
  answerText: choiceAnswerText,
  points: rankingPoints,
  quizOrder: rankingQuizOrder,
};
