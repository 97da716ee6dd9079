import { ANSWER_MAX_LENGTH } from "../constants/answer-limits";
import { hasMoreCodePointsThan } from "../validation/count-code-points";
import { isBlank } from "../validation/is-blank";
import { isStorableText } from "../validation/is-storable-text";

/**
 * Longer than any field holds (`ANSWER_MAX_LENGTH`): such a value is dropped
 * before anything reads it. Each type then applies its own cap.
 */
export const PREFILL_VALUE_MAX_LENGTH = ANSWER_MAX_LENGTH;

/**
 * A query-string value that may be one field's value: a non-blank string no
 * longer than {@link PREFILL_VALUE_MAX_LENGTH}, else `undefined`.
 *
 * @example
 * prefillString(["a", "b"]); // undefined
 */
export function prefillString(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > PREFILL_VALUE_MAX_LENGTH || isBlank(raw)) {
    return undefined;
  }
  return raw;
}

/**
 * A query-string value as a list of strings (one string is a list of one),
 * without the strings longer than {@link PREFILL_VALUE_MAX_LENGTH}; `undefined`
 * for anything else (nested objects, mixed arrays).
 *
 * @example
 * prefillList("a"); // ["a"]
 */
export function prefillList(raw: unknown): string[] | undefined {
  const list =
    typeof raw === "string"
      ? [raw]
      : Array.isArray(raw) && raw.every((item): item is string => typeof item === "string")
        ? raw
        : undefined;
  return list?.filter((item) => item.length <= PREFILL_VALUE_MAX_LENGTH);
}

/**
 * Prefill of a text field: a non-blank string, as given, of at most `cap`
 * code points and without a NUL (which `%00` decodes to and no field may hold).
 *
 * @example
 * prefillText("Paris", 1000); // "Paris"
 */
export function prefillText(raw: unknown, cap: number): string | undefined {
  const text = prefillString(raw);
  return text !== undefined && !hasMoreCodePointsThan(text, cap) && isStorableText(text)
    ? text
    : undefined;
}
