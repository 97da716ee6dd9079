import type { SelectOption } from "../document/select-option-schema";
import { prefillList, prefillString } from "../prefill/prefill-input";
import { compileChoiceCheck } from "../validation/check-choice";
import { isBlank } from "../validation/is-blank";

/** What the choice helpers read of a radio group, checkbox group or select. */
export interface ChoiceBlock {
  label: string;
  options: readonly SelectOption[];
  creatable?: boolean;
}

/** Whether a string may be a choice of the block: an option value, or any storable text when creatable. */
function choiceFilter(block: ChoiceBlock): (value: string) => boolean {
  const check = compileChoiceCheck({
    label: block.label,
    optionValues: block.options.map((option) => option.value),
    isCreatable: block.creatable === true,
  });
  return (value) => !isBlank(value) && check(value) === undefined;
}

/**
 * Prefill of one choice (radio, single select): a string that is an option
 * value (or any created value for a creatable select).
 *
 * @example
 * prefillChoice({ block, raw: "s" }); // "s"
 */
export function prefillChoice(block: ChoiceBlock, raw: unknown): string | undefined {
  const text = prefillString(raw);
  return text !== undefined && choiceFilter(block)(text) ? text : undefined;
}

/**
 * Prefill of several choices (checkbox group, multi select): values that are
 * not options are dropped one by one, repeats kept once, and nothing left
 * means no value.
 *
 * @example
 * prefillChoices(block, ["a", "zz", "a"]); // ["a"]
 */
export function prefillChoices(block: ChoiceBlock, raw: unknown): string[] | undefined {
  const list = prefillList(raw);
  if (list === undefined) return undefined;
  const chosen = [...new Set(list)].filter(choiceFilter(block));
  return chosen.length > 0 ? chosen : undefined;
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
