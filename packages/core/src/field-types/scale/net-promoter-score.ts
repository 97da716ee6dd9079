import type { NumberCount } from "../field-summary";

/**
 * The Net Promoter Score of 0–10 answers: the percentage of promoters (9 or
 * 10) minus the percentage of detractors (0 to 6), rounded to a whole number
 * with halves away from zero (12.5 → 13, -12.5 → -13); from -100 to 100.
 * `null` without answers.
 *
 * @example
 * netPromoterScore([{ value: 10, count: 3 }, { value: 8, count: 1 }, { value: 2, count: 1 }]); // 40
 */
export function netPromoterScore(counts: readonly NumberCount[]): number | null {
  let total = 0;
  let promoters = 0;
  let detractors = 0;
  for (const { value, count } of counts) {
    total += count;
    if (value >= 9) promoters += count;
    else if (value <= 6) detractors += count;
  }
  if (total === 0) return null;
  const score = ((promoters - detractors) * 100) / total;
  const rounded = Math.sign(score) * Math.round(Math.abs(score));
  // Math.sign(0) * 0 is -0 when the score is a tiny negative: a score is never "-0".
  return rounded === 0 ? 0 : rounded;
}
