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
