import { describe, expect, it } from "vitest";
import { parseNumberText } from "./parse-number-text";

describe("parseNumberText", () => {
  it.each([
    ["3.50", 3.5],
    ["-2", -2],
    ["+1", 1],
    ["0", 0],
    ["-0", 0],
    [".5", 0.5],
    ["5.", 5],
    [" 42 ", 42],
    ["1234567.125", 1234567.125],
  ])("converts %j to %j", (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each(["", "   "])("stores no value (undefined) for blank text %j, not 0", (text) => {
    expect(parseNumberText(text)).toBeUndefined();
  });

  it.each(["abc", "1,5", "1e3", "0x10", "1.2.3", "--1", "Infinity", "NaN", "12abc", "."])(
    "keeps %j as the raw text so validation can report it",
    (text) => {
      expect(parseNumberText(text)).toBe(text);
    },
  );

  it("never returns NaN", () => {
    for (const text of ["abc", ".", "-", "+", "e"]) {
      expect(Number.isNaN(parseNumberText(text))).toBe(false);
    }
  });
});
