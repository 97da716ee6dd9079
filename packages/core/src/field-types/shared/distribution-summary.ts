import type { DistributionSummary, NumberCount } from "../field-summary";
import type { WholeNumberRange } from "./whole-number-range";

/**
 * The mean of counted whole numbers, rounded to two decimals; `null` without
 * answers.
 *
 * @example
 * meanOfCounts([{ value: 4, count: 2 }, { value: 5, count: 1 }]); // 4.33
 */
export function meanOfCounts(counts: readonly NumberCount[]): number | null {
  let total = 0;
  let sum = 0;
  for (const { value, count } of counts) {
    total += count;
    sum += value * count;
  }
  return total === 0 ? null : Math.round((sum / total) * 100) / 100;
}

/**
 * A distribution of whole-number answers (rating, scale) without a score:
 * one count per number of the newest version's range, widened to the
 * numbers older versions took (the range of the answers alone without a
 * block), how many answered and their mean.
 *
 * @example
 * countsOnRange({ range: { min: 1, max: 3 }, tally: new Map([[2, 4]]) }).counts;
 * // [{ value: 1, count: 0 }, { value: 2, count: 4 }, { value: 3, count: 0 }]
 */
export function countsOnRange(input: {
  range: WholeNumberRange | undefined;
  tally: ReadonlyMap<number, number>;
}): Omit<DistributionSummary, "nps"> {
  const seen = [...input.tally.keys()];
  const min = Math.min(input.range?.min ?? Number.POSITIVE_INFINITY, ...seen);
  const max = Math.max(input.range?.max ?? Number.NEGATIVE_INFINITY, ...seen);
  const counts: NumberCount[] = [];
  if (Number.isFinite(min) && Number.isFinite(max)) {
    for (let value = min; value <= max; value++) {
      counts.push({ value, count: input.tally.get(value) ?? 0 });
    }
  }
  return {
    min: counts[0]?.value ?? 0,
    max: counts.at(-1)?.value ?? 0,
    answers: counts.reduce((sum, entry) => sum + entry.count, 0),
    mean: meanOfCounts(counts),
    counts,
  };
}
