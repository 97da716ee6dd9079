/** Needles up to this long are left to the engine's own search: at most this many comparisons per character. */
const SHORT_NEEDLE = 8;

/**
 * Whether `text` contains `needle`, in time linear in both: `includes` for a
 * short needle (whatever the engine's search, at most 8 comparisons per
 * character of `text`), Knuth–Morris–Pratt otherwise (at most two steps per
 * character of each). `String.prototype.includes` alone can take
 * `text × needle` steps on a needle such as `aa…ab…aa`.
 *
 * @example
 * containsText("once upon a time", "upon"); // true
 */
export function containsText(text: string, needle: string): boolean {
  if (needle.length <= SHORT_NEEDLE) return text.includes(needle);
  if (needle.length > text.length) return false;
  // border[i]: the longest proper prefix of needle[0..i] that is also its suffix.
  const border = new Int32Array(needle.length);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = border[k - 1] as number;
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    border[i] = k;
  }
  for (let i = 0, k = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    while (k > 0 && unit !== needle.charCodeAt(k)) k = border[k - 1] as number;
    if (unit === needle.charCodeAt(k)) k++;
    if (k === needle.length) return true;
  }
  return false;
}
