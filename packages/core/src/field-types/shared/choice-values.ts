import type { SelectOption } from "../../document/select-option-schema";

/** What the choice helpers read of a radio group, checkbox group or select. */
export interface ChoiceBlock {
  label: string;
  options: readonly SelectOption[];
  creatable?: boolean;
}

function restoreFilter(block: ChoiceBlock): (item: unknown) => item is string {
  const offered = new Set(block.options.map((option) => option.value));
  return (item): item is string =>
    typeof item === "string" && (offered.has(item) || block.creatable === true);
}

/**
 * A saved choice kept while it is still offered (any text for a creatable
 * select); `null` (nothing chosen) stays `null`.
 *
 * @example
 * restoreChoice(block, "gone"); // undefined
 */
export function restoreChoice(block: ChoiceBlock, value: unknown): unknown {
  if (value === null) return null;
  return restoreFilter(block)(value) ? value : undefined;
}

/**
 * Saved choices without the ones no longer offered, repeats kept once.
 *
 * @example
 * restoreChoices(block, ["a", "gone", "a"]); // ["a"]
 */
export function restoreChoices(block: ChoiceBlock, value: unknown): unknown {
  return Array.isArray(value) ? [...new Set(value.filter(restoreFilter(block)))] : undefined;
}

/**
 * The points of the options an answer chose (one value or a list; an option
 * without `points` and a created choice score 0).
 *
 * @example
 * choicePoints({ label: "Q", options: [{ label: "A", value: "a", points: 2 }] }, ["a"]); // 2
 */
export function choicePoints(block: ChoiceBlock, value: unknown): number {
  const scores = pointsByValue(block.options);
  if (scores.size === 0) return 0;
  if (!Array.isArray(value)) return scores.get(value as string) ?? 0;
  // One look-up per chosen item, and a set of the scored ones only (a list of
  // created choices may be a megabyte long): linear in the answer.
  let points = 0;
  const counted = new Set<unknown>();
  for (const item of value) {
    const score = scores.get(item);
    if (score !== undefined && !counted.has(item)) {
      counted.add(item);
      points += score;
    }
  }
  return points;
}

const scoredOptions = new WeakMap<readonly SelectOption[], Map<unknown, number>>();

/** The points of each scored option by its value, made once per list of options. */
function pointsByValue(options: readonly SelectOption[]): Map<unknown, number> {
  let scores = scoredOptions.get(options);
  if (!scores) {
    scores = new Map();
    for (const option of options) {
      if (option.points !== undefined && !scores.has(option.value))
        scores.set(option.value, option.points);
    }
    scoredOptions.set(options, scores);
  }
  return scores;
}

/**
 * A number answer as its score (a rating's stars, a scale's value); 0 unanswered.
 *
 * @example
 * valuePoints({}, 4); // 4
 */
export function valuePoints(_block: unknown, value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
