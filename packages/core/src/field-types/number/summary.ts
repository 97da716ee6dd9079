import type { FieldSummaryOfKind } from "../field-summary";
import type { NumberBlock } from "./block";

/** Two decimals, as the other summaries' means. */
function twoDecimals(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * How a number field's answers sum up (the API's `numberFields`, the MCP
 * server's `summarize_form`): how many, the lowest, highest, mean (two
 * decimals), median and total, computed in the database.
 *
 * @example
 * numberSummary.summarise({ block, field: {}, tally: { answers: 2, min: 1, max: 4, mean: 2.5, median: 2.5, sum: 5 } }).mean; // 2.5
 */
export const numberSummary: FieldSummaryOfKind<NumberBlock, "statistics"> = {
  kind: "statistics",
  summarise: ({ tally }) => ({
    answers: tally.answers,
    min: tally.min,
    max: tally.max,
    mean: twoDecimals(tally.mean),
    median: tally.median,
    sum: tally.sum,
  }),
};
