/**
 * Length of a string in Unicode code points, so "é" and "😀" each count as
 * one character (`String.prototype.length` counts "😀" as two). A lone
 * surrogate counts as one.
 *
 * @example
 * countCodePoints("😀ok"); // 3
 */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
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
 * Whether text has more than `max` code points. The UTF-16 length is read
 * first: a string never has more code points than units, so short text is
 * never counted.
 *
 * @example
 * hasMoreCodePointsThan("😀😀", 2); // false (four units, two code points)
 */
export function hasMoreCodePointsThan(text: string, max: number): boolean {
  return text.length > max && countCodePoints(text) > max;
}
