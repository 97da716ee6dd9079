import { expect, test } from "vitest";
import { NUMBER_TEXT_MAX_LENGTH } from "../constants";
import { parseDecimalNumber } from "./parse-decimal-number";

test.each([
  ["3.50", 3.5],
  ["-2", -2],
  ["+4", 4],
  [" 7 ", 7],
  [".5", 0.5],
  ["5.", 5],
  ["0012", 12],
  ["-0", 0],
  [42, 42],
  [-1.25, -1.25],
])("reads %j as %j", (input, expected) => {
  expect(parseDecimalNumber(input)).toBe(expected);
});

test("turns -0 into 0", () => {
  expect(Object.is(parseDecimalNumber("-0"), 0)).toBe(true);
});

test.each([
  "abc",
  "",
  " ",
  "1e3",
  "0x10",
  "1,5",
  "1 000",
  "1_000",
  "3.5.0",
  ".",
  "-",
  "Infinity",
  "NaN",
  "9".repeat(400),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  null,
  undefined,
  {},
  [1],
])("refuses %j", (input) => {
  expect(parseDecimalNumber(input)).toBeUndefined();
});

// The old pattern backtracked quadratically: a megabyte of digits and an "x"
// held the thread for minutes. These finish at once, so the test's own
// timeout is the only clock needed.
test.each([
  ["digits then a letter", `${"1".repeat(1_000_000)}x`],
  ["digits, a point, digits then a letter", `${"1".repeat(500_000)}.${"1".repeat(500_000)}x`],
  ["a sign, digits then a space inside", `-${"2".repeat(1_000_000)} 1`],
])("refuses a megabyte of %s", (_, text) => {
  expect(parseDecimalNumber(text)).toBeUndefined();
});

test("refuses a number written with more characters than NUMBER_TEXT_MAX_LENGTH", () => {
  expect(parseDecimalNumber(`0.${"0".repeat(NUMBER_TEXT_MAX_LENGTH)}1`)).toBeUndefined();
  expect(parseDecimalNumber(`0.${"0".repeat(NUMBER_TEXT_MAX_LENGTH - 4)}1`)).toBeCloseTo(0);
});
