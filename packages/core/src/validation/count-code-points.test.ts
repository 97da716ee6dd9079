import { expect, test } from "vitest";
import { countCodePoints, hasMoreCodePointsThan } from "./count-code-points";

test.each([
  ["", 0],
  ["abc", 3],
  ["é", 1],
  ["😀", 1],
  ["😀😀ok", 4],
  ["\uD800", 1],
  ["\uD800x", 2],
])("counts %j as %i code points", (text, expected) => {
  expect(countCodePoints(text)).toBe(expected);
});

test.each([
  ["abc", 3, false],
  ["abcd", 3, true],
  ["😀😀😀", 3, false],
  ["😀😀😀x", 3, true],
  ["😀😀😀😀", 3, true],
  ["😀😀\uD800", 3, false],
  ["\uD800\uD800\uD800\uD800", 3, true],
  ["x".repeat(7), 3, true],
  ["", 0, false],
])("%j has more than %i code points: %s", (text, max, expected) => {
  expect(hasMoreCodePointsThan(text, max)).toBe(expected);
  expect(hasMoreCodePointsThan(text, max)).toBe(countCodePoints(text) > max);
});

test("agrees with counting on random text of one- and two-unit characters", () => {
  const pieces = ["a", "é", "😀", "\uD800", "\uDC00"];
  for (let round = 0; round < 500; round++) {
    const text = Array.from(
      { length: round % 40 },
      (_, i) => pieces[(round * 7 + i * 13) % pieces.length],
    ).join("");
    for (const max of [0, 1, 5, 10, 20, 39]) {
      expect(hasMoreCodePointsThan(text, max)).toBe(countCodePoints(text) > max);
    }
  }
});
