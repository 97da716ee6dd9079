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

/** What the right order of a ranking is read from. */
interface OrderedBlock {
  options: readonly { value: string; points?: number; correct?: boolean }[];
  correctOrder?: readonly string[];
}

/**
 * A ranking's right order, as option values first to last: its
 * `correctOrder` when the document gives one (so the options may be listed,
 * and shown, in another order), else the options' order as listed. Points by
 * position and a quiz's answer both count against it.
 *
 * @example
 * rightRankingOrder({ options: [a, b, c], correctOrder: ["c", "a", "b"] }); // ["c", "a", "b"]
 */
export function rightRankingOrder(block: OrderedBlock): readonly string[] {
  return block.correctOrder ?? block.options.map((option) => option.value);
}

/**
 * The right order when a ranking is a quiz question (issue 32 §2): it has a
 * `correctOrder`, or one of its options is marked `"correct": true`; else
 * null (not scored in a quiz).
 *
 * @example
 * rankingQuizOrder({ options: [{ value: "a", correct: true }, { value: "b" }] }); // ["a", "b"]
 */
export function rankingQuizOrder(block: OrderedBlock): readonly string[] | null {
  return block.correctOrder || block.options.some((option) => option.correct === true)
    ? rightRankingOrder(block)
    : null;
}

/**
 * What a ranking scores for `points(field)` (issue 32, "by position"): each
 * option the respondent ranked at its own position in the right order (see
 * {@link rightRankingOrder}) scores its `points` (an option without `points`
 * scores 0); 0 until ranked.
 *
 * @example
 * // options a (points 2), b (points 1), c (points 1)
 * rankingPoints(block, ["a", "c", "b"]); // 2
 */
export function rankingPoints(block: OrderedBlock, value: unknown): number {
  if (!Array.isArray(value)) return 0;
  const order = rightRankingOrder(block);
  let points = 0;
  for (const option of block.options) {
    if (option.points === undefined) continue;
    const position = order.indexOf(option.value);
    if (position >= 0 && value[position] === option.value) points += option.points;
  }
  return points;
}
