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
