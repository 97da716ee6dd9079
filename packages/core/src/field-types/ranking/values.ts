import { prefillList } from "../../prefill/prefill-input";
import type { RankingBlock } from "./block";

/**
 * Whether a value is a complete ranking of the block: every option value
 * exactly once, nothing else.
 *
 * @example
 * isCompleteRanking(block, ["b", "a"]); // true for options a, b
 */
export function isCompleteRanking(
  block: { options: readonly { value: string }[] },
  value: unknown,
): boolean {
  if (!Array.isArray(value) || value.length !== block.options.length) return false;
  const left = new Set(block.options.map((option) => option.value));
  for (const item of value) {
    if (typeof item !== "string" || !left.delete(item)) return false;
  }
  return left.size === 0;
}

/**
 * A ranking's starting value from the query string (`?fruit=pears&fruit=apples`):
 * only a complete ranking of the options (every option once) is taken.
 *
 * @example
 * prefillRanking(block, ["b", "a"]); // ["b", "a"]
 * prefillRanking(block, ["b"]); // undefined
 */
export function prefillRanking(block: RankingBlock, raw: unknown): string[] | undefined {
  const list = prefillList(raw);
  return list !== undefined && isCompleteRanking(block, list) ? list : undefined;
}

/**
 * A saved ranking kept while it still ranks exactly the offered options;
 * nothing ranked yet stays `null`.
 *
 * @example
 * restoreRanking(block, ["a", "gone"]); // undefined
 */
export function restoreRanking(block: RankingBlock, value: unknown): unknown {
  if (value === null) return null;
  return isCompleteRanking(block, value) ? value : undefined;
}

/**
 * What a ranking scores for `points(field)` (issue 32, "by position"): the
 * options' order in the document is the right order, and each option the
 * respondent ranked at its own position scores its `points` (an option
 * without `points` scores 0); 0 until ranked.
 *
 * @example
 * // options a (points 2), b (points 1), c (points 1)
 * rankingPoints(block, ["a", "c", "b"]); // 2
 */
export function rankingPoints(
  block: { options: readonly { value: string; points?: number }[] },
  value: unknown,
): number {
  if (!Array.isArray(value)) return 0;
  let points = 0;
  block.options.forEach((option, position) => {
    if (option.points !== undefined && value[position] === option.value) points += option.points;
  });
  return points;
}
