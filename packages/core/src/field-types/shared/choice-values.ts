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
  const scored = scoredOptionsOf(block.options);
  if (scored.scores.size === 0) return 0;
  if (!Array.isArray(value)) return scored.scores.get(value as string) ?? 0;
  // One pass over the answer, allocating nothing for an item no scored option
  // can be (a list of created choices may be a megabyte long): an item whose
  // length no scored value has is skipped before any look-up. Linear in the answer.
  const { scores, lengths, longLengths } = scored;
  let points = 0;
  let counted: Set<unknown> | undefined;
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    if (typeof item !== "string") continue;
    const length = item.length;
    if (length < 32 ? ((lengths >>> length) & 1) === 0 : !longLengths?.has(length)) continue;
    const score = scores.get(item);
    if (score === undefined) continue;
    counted ??= new Set();
    if (counted.has(item)) continue; // a repeat scores once
    counted.add(item);
    points += score;
  }
  return points;
}

/** The scored options of a list by value, with the lengths of those values (a filter before the look-up). */
interface ScoredOptions {
  scores: Map<unknown, number>;
  /** Bit n set: some scored value is n units long (n < 32). */
  lengths: number;
  /** The lengths of 32 units and more that some scored value has. */
  longLengths: Set<number> | undefined;
}

const scoredOptions = new WeakMap<readonly SelectOption[], ScoredOptions>();

/** The points of each scored option by its value, made once per list of options. */
function scoredOptionsOf(options: readonly SelectOption[]): ScoredOptions {
  let scored = scoredOptions.get(options);
  if (!scored) {
    scored = { scores: new Map(), lengths: 0, longLengths: undefined };
    for (const option of options) {
      if (option.points === undefined || scored.scores.has(option.value)) continue;
      scored.scores.set(option.value, option.points);
      const length = option.value.length;
      if (length < 32) scored.lengths |= 1 << length;
      else {
        scored.longLengths ??= new Set();
        scored.longLengths.add(length);
      }
    }
    scoredOptions.set(options, scored);
  }
  return scored;
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
