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
  const chosen = Array.isArray(value) ? value : [value];
  let points = 0;
  for (const option of block.options) {
    if (option.points !== undefined && chosen.includes(option.value)) points += option.points;
  }
  return points;
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
