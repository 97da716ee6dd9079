// What `\s` means in a JavaScript regular expression (WhiteSpace and
// LineTerminator of ECMA-262), and its complement, as RE2 class ranges. RE2's
// own `\s` is ASCII only, so a pattern is translated with these to mean the
// same on both engines.
const WHITESPACE: readonly (readonly [number, number])[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

function toRanges(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .map(([from, to]) =>
      from === to
        ? `\\x{${from.toString(16)}}`
        : `\\x{${from.toString(16)}}-\\x{${to.toString(16)}}`,
    )
    .join("");
}

function complement(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const result: [number, number][] = [];
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) result.push([next, from - 1]);
    next = to + 1;
  }
  result.push([next, 0x10ffff]);
  return result;
}

/** The ranges of JavaScript's `\s`, for use inside an RE2 character class. */
export const RE2_JS_WHITESPACE = toRanges(WHITESPACE);

/** The ranges of JavaScript's `\S`, for use inside an RE2 character class. */
export const RE2_JS_NON_WHITESPACE = toRanges(complement(WHITESPACE));

/** JavaScript's `.` without the `s` flag: anything but a line terminator, as an RE2 class. */
export const RE2_JS_DOT = "[^\\n\\r\\x{2028}\\x{2029}]";
