import { expect, test } from "vitest";
import { ANSWER_MAX_LENGTH } from "../constants";
import { testPattern } from "./test-pattern";

test("matches a source string against the whole text", () => {
  expect(testPattern("[0-9]{3}", "123")).toBe(true);
  expect(testPattern("[0-9]{3}", "1234")).toBe(false);
});

test("never matches with a pattern the form document refuses, so it cannot freeze the tab", () => {
  expect(testPattern("(a+)+", "aaaa")).toBe(false);
  expect(testPattern("(a+)+$", `${"a".repeat(100_000)}!`)).toBe(false);
  expect(testPattern("(a)\\1", "aa")).toBe(false);
});

test("does not look at text longer than any field holds", () => {
  expect(testPattern("a*", "a".repeat(ANSWER_MAX_LENGTH))).toBe(true);
  expect(testPattern("a*", "a".repeat(ANSWER_MAX_LENGTH + 1))).toBe(false);
  expect(testPattern(/^a*$/, "a".repeat(ANSWER_MAX_LENGTH + 1))).toBe(false);
});

test("counts the cap in characters, as the server does", () => {
  expect(testPattern(".*", "😀".repeat(ANSWER_MAX_LENGTH))).toBe(true);
});
