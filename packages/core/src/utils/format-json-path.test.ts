import { expect, test } from "vitest";
import { formatJsonPath } from "./format-json-path";

test("writes keys with dots and indices in brackets", () => {
  expect(formatJsonPath(["blocks", 2, "options", 0, "value"])).toBe("blocks[2].options[0].value");
});

test("starts without a dot and quotes keys that are not identifiers", () => {
  expect(formatJsonPath(["width", "2xl"])).toBe('width["2xl"]');
  expect(formatJsonPath(["slug"])).toBe("slug");
});

test("writes the empty path as an empty string", () => {
  expect(formatJsonPath([])).toBe("");
});
