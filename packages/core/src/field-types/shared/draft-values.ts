import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { isStorableText } from "../../validation/is-storable-text";

/** Most items a list answer of a field that takes the respondent's own values may hold in a draft. */
export const DRAFT_CREATED_ITEMS_MAX = 100;

/**
 * Whether a draft's value is text the database can hold, of at most `max`
 * code points (what a typed answer may be while still being typed).
 *
 * @example
 * fitsDraftText("ada@", 1000); // true
 * fitsDraftText(42, 1000); // false
 */
export function fitsDraftText(value: unknown, max: number): value is string {
  return typeof value === "string" && isStorableText(value) && !hasMoreCodePointsThan(value, max);
}

/** What a choice field offers a draft: its options, one value or a list, and the respondent's own values. */
export interface DraftChoice {
  options?: ReadonlyArray<{ value: string }>;
  /** Whether the answer is a list of values rather than one. */
  isList: boolean;
  /** Whether the respondent may add values of their own (each at most a text answer long). */
  isCreatable?: boolean;
}

/**
 * Whether a draft's value is a choice the field offers: one offered value,
 * or a list of distinct ones (no more than the options, or than
 * {@link DRAFT_CREATED_ITEMS_MAX} when the respondent may add their own).
 *
 * @example
 * fitsDraftChoice(["a", "a"], { options: [{ value: "a" }], isList: true }); // false
 */
export function fitsDraftChoice(value: unknown, choice: DraftChoice): boolean {
  const offered = new Set((choice.options ?? []).map((option) => option.value));
  const isCreatable = choice.isCreatable === true;
  const fits = (item: unknown) =>
    typeof item === "string" &&
    (offered.has(item) || (isCreatable && fitsDraftText(item, TEXT_MAX_LENGTH)));
  if (!choice.isList) return fits(value);
  if (!Array.isArray(value) || !value.every(fits)) return false;
  const max = isCreatable ? DRAFT_CREATED_ITEMS_MAX : offered.size;
  return value.length <= max && new Set(value).size === value.length;
}
