import { expect, test } from "vitest";
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
