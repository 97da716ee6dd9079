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
