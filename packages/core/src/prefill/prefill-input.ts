import { TEXTAREA_MAX_LENGTH } from "../constants";
import { isBlank } from "../validation/is-blank";

/**
 * Longer than any field holds (the textarea's cap): such a value is dropped
 * before anything reads it. Each type then applies its own cap.
 */
export const PREFILL_VALUE_MAX_LENGTH = TEXTAREA_MAX_LENGTH;

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
