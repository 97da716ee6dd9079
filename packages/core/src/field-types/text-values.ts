import type { RuleName } from "../document/field-rules-schema";
import { prefillString } from "../prefill/prefill-input";
import { hasMoreCodePointsThan } from "../validation/count-code-points";
import { isStorableText } from "../validation/is-storable-text";

/** The rules of text and textarea fields. */
export const TEXT_RULES: readonly RuleName[] = [
  "minLength",
  "maxLength",
  "pattern",
  "email",
  "url",
];

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

/**
 * A saved text answer: any string.
 *
 * @example
 * restoreText(3); // undefined
 */
export function restoreText(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
