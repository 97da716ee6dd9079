import { expect, test } from "vitest";
import { countCodePoints } from "./count-code-points";

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
