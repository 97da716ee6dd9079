import { expect, test } from "vitest";
import { fieldBlock } from "../../test/fixtures";
import { validateFieldValue } from "../../validation/validate-field-value";

function validate(settings: Record<string, unknown>, value: unknown) {
  const block = fieldBlock({ type: "number", name: "qty", label: "Quantity", ...settings });
  return validateFieldValue({ block, value });
}

test("a required number left empty is required, never 0", () => {
  for (const value of [undefined, null, "", "  "]) {
    expect(validate({ required: true }, value)).toEqual({ error: "Quantity is required" });
  }
});

test("an optional number left empty has no value", () => {
  expect(validate({}, "")).toEqual({ value: undefined });
});

test.each([
  ["3.50", 3.5],
  ["-2", -2],
  [" 12 ", 12],
  [7, 7],
  [0, 0],
  ["0", 0],
])("stores %j as the number %j", (value, expected) => {
  expect(validate({}, value)).toEqual({ value: expected });
});

test.each(["abc", "1e3", "1,5", Number.NaN, Number.POSITIVE_INFINITY, true, false, {}, [1]])(
  "refuses %j as not a number",
  (value) => {
    expect(validate({}, value)).toEqual({ error: "Quantity must be a number" });
  },
);

test("min refuses a smaller number with the default message", () => {
  expect(validate({ rules: { min: 1 } }, "0.5")).toEqual({ error: "Quantity must be at least 1" });
  expect(validate({ rules: { min: 1 } }, 1)).toEqual({ value: 1 });
});

test("max refuses a larger number with the default message", () => {
  expect(validate({ rules: { max: 10 } }, 10.01)).toEqual({ error: "Quantity must be at most 10" });
  expect(validate({ rules: { max: 10 } }, "10")).toEqual({ value: 10 });
});

test("min and max take custom messages", () => {
  expect(validate({ rules: { min: { value: 0, message: "No debts" } } }, "-1")).toEqual({
    error: "No debts",
  });
  expect(validate({ rules: { max: { value: 5, message: "Five at most" } } }, 6)).toEqual({
    error: "Five at most",
  });
});
