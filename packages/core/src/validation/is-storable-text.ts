// An unpaired surrogate half: in a `u` regular expression a well-formed pair
// is one code point, so only a lone half is in the category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether text can be kept exactly as given: well-formed Unicode with no
 * U+0000 (NUL). Neither a NUL nor an unpaired surrogate half can be held by a
 * PostgreSQL text or jsonb value, and no keyboard types them; only a tampered
 * or broken client sends them.
 *
 * @example
 * isStorableText("Zoë 👋"); // true
 * isStorableText("a\u0000b"); // false
 * isStorableText("\ud83d"); // false (half of an emoji)
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}
