/**
 * Length of a string in Unicode code points, so "é" and "😀" each count as
 * one character (`String.prototype.length` counts "😀" as two). A lone
 * surrogate counts as one. With `stopAfter`, counting stops once the count
 * passes it.
 *
 * @example
 * countCodePoints("😀ok"); // 3
 */
export function countCodePoints(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (let index = 0; index < text.length && count <= stopAfter; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}

/**
 * Whether text has more than `max` code points, reading no more of it than
 * it must: a string never has more code points than units nor fewer than
 * half its units, so only text between `max` and `2 * max` units is counted,
 * and the count stops at `max + 1`. A 1 MB value sent to a 1,000-character
 * field is refused without being read.
 *
 * @example
 * hasMoreCodePointsThan("😀😀", 2); // false (four units, two code points)
 */
export function hasMoreCodePointsThan(text: string, max: number): boolean {
  return text.length > max && (text.length > 2 * max || countCodePoints(text, max) > max);
}
