import { describe, expect, it } from "vitest";
import { isEmptyValue } from "./is-empty-value";

describe("isEmptyValue", () => {
  it.each([
    ["undefined (number, untouched)", undefined],
    ["null (single select, radio)", null],
    ["empty text", ""],
    ["whitespace-only text", "  \t "],
    ["an empty array (multi select, checkbox group)", []],
    ["false (unticked checkbox)", false],
  ])("treats %s as empty", (_, value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([
    ["0", 0],
    ["text", "a"],
    ["an array with a value", ["a"]],
    ["true", true],
  ])("treats %s as a value", (_, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
