import { describe, expect, test } from "vitest";
import { fieldBlock } from "../test/fixtures";
import { validateFieldValue } from "./validate-field-value";

const options = [
  { label: "Monday", value: "mon" },
  { label: "Tuesday", value: "tue" },
  { label: "Wednesday", value: "wed" },
];

describe.each([
  ["checkboxGroup", {}],
  ["select", { multi: true }],
])("%s %j", (type, extra) => {
  const block = (settings: Record<string, unknown> = {}) =>
    fieldBlock({ type, name: "days", label: "Days", options, ...extra, ...settings });
  const validate = (settings: Record<string, unknown>, value: unknown) =>
    validateFieldValue({ block: block(settings), value });

  test("required and empty (including []) is required", () => {
    for (const value of [undefined, null, "", []]) {
      expect(validate({ required: true }, value)).toEqual({ error: "Days is required" });
    }
  });

  test("optional and empty has no value", () => {
    expect(validate({}, [])).toEqual({ value: undefined });
  });

  test("stores an array of option values, repeats kept once in first-seen order", () => {
    expect(validate({}, ["wed", "mon", "wed"])).toEqual({ value: ["wed", "mon"] });
  });

  test("refuses a value that is not an option", () => {
    expect(validate({}, ["mon", "sun"])).toEqual({
      error: "Days has a choice that is not offered",
    });
  });

  test("refuses a single string instead of an array", () => {
    expect(validate({}, "mon")).toEqual({ error: "Days has a value of the wrong type" });
  });

  test("refuses items that are not strings", () => {
    expect(validate({}, ["mon", 2])).toEqual({ error: "Days has a value of the wrong type" });
  });

  test("minItems counts distinct values, with the default message", () => {
    expect(validate({ rules: { minItems: 2 } }, ["mon", "mon"])).toEqual({
      error: "Days: choose at least 2",
    });
    expect(validate({ rules: { minItems: 2 } }, ["mon", "tue"])).toEqual({ value: ["mon", "tue"] });
  });

  test("maxItems with the default message", () => {
    expect(validate({ rules: { maxItems: 1 } }, ["mon", "tue"])).toEqual({
      error: "Days: choose at most 1",
    });
  });

  test("minItems and maxItems take custom messages", () => {
    expect(validate({ rules: { minItems: { value: 2, message: "Pick two" } } }, ["mon"])).toEqual({
      error: "Pick two",
    });
    expect(
      validate({ rules: { maxItems: { value: 1, message: "Just one" } } }, ["mon", "wed"]),
    ).toEqual({
      error: "Just one",
    });
  });
});

describe("creatable multi select", () => {
  const block = fieldBlock({
    type: "select",
    name: "tags",
    label: "Tags",
    options,
    multi: true,
    creatable: true,
  });

  test("accepts options and values of the respondent's own", () => {
    expect(validateFieldValue({ block, value: ["mon", "Holiday"] })).toEqual({
      value: ["mon", "Holiday"],
    });
  });

  test("refuses a blank created value", () => {
    expect(validateFieldValue({ block, value: ["mon", "  "] })).toEqual({
      error: "Tags has a choice that is not offered",
    });
  });

  test("refuses a created value longer than 200 characters", () => {
    expect(validateFieldValue({ block, value: ["y".repeat(201)] })).toEqual({
      error: "Tags: a new choice can be at most 200 characters",
    });
  });
});

test("a checkbox group never accepts created values", () => {
  const block = fieldBlock({ type: "checkboxGroup", name: "days", label: "Days", options });
  expect(validateFieldValue({ block, value: ["Holiday"] })).toEqual({
    error: "Days has a choice that is not offered",
  });
});
