import { prefillList, prefillString } from "../../prefill/prefill-input";
import { compileChoiceCheck } from "../../validation/check-choice";
import { isBlank } from "../../validation/is-blank";
import type { ChoiceBlock } from "./choice-values";

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
