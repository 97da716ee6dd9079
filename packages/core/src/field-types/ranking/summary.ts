import { choiceAnswerText } from "../../answers/answer-text";
import type { FieldSummaryOfKind } from "../field-summary";
import type { RankingBlock } from "./block";

/**
 * How the submissions page sums a ranking up: each option any version
 * offered with its mean position (1 is first, two decimals) over the
 * answers that placed it, best first, options never placed last. An option
 * is labelled as the ranking's answer words say it.
 *
 * @example
 * rankingSummary.summarise({ block, field: { options }, tally }).options[0];
 * // { value: "pears", label: "Pears", meanRank: 1.5, count: 2 }
 */
export const rankingSummary: FieldSummaryOfKind<RankingBlock, "mean-rank"> = {
  kind: "mean-rank",
  summarise: ({ field, tally }) => ({
    responses: tally.responses,
    options: (field.options ?? [])
      .map((option) => {
        const placed = tally.positions.get(option.value);
        return {
          value: option.value,
          label: choiceAnswerText([option.value], field),
          meanRank: placed ? Math.round(placed.mean * 100) / 100 : null,
          count: placed?.count ?? 0,
        };
      })
      .sort((a, b) => (a.meanRank ?? Infinity) - (b.meanRank ?? Infinity)),
  }),
};
