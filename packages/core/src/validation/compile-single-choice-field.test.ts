import { describe, expect, test } from "vitest";
import { fieldBlock } from "../test/fixtures";
import { validateFieldValue } from "./validate-field-value";

const options = [
  { label: "Small", value: "s" },
  { label: "Large", value: "l" },
];

describe.each(["radio", "select"])("%s", (type) => {
  const block = (settings: Record<string, unknown> = {}) =>
    fieldBlock({ type, name: "size", label: "Size", options, ...settings });

  test("required and empty is required", () => {
    for (const value of [undefined, null, "", " "]) {
      expect(validateFieldValue({ block: block({ required: true }), value })).toEqual({
        error: "Size is required",
      });
    }
  });

  test("stores the chosen option's value", () => {
    expect(validateFieldValue({ block: block(), value: "l" })).toEqual({ value: "l" });
  });

  test("refuses a value that is not an option (labels are not values)", () => {
    for (const value of ["xl", "Large", "S"]) {
      expect(validateFieldValue({ block: block(), value })).toEqual({
        error: "Size has a choice that is not offered",
      });
    }
  });

  test("refuses a value that is not a string", () => {
    for (const value of [1, ["s"], { value: "s" }, true]) {
      expect(validateFieldValue({ block: block(), value })).toEqual({
        error: "Size has a value of the wrong type",
      });
    }
  });
});

describe("creatable single select", () => {
  const block = fieldBlock({
    type: "select",
    name: "size",
    label: "Size",
    options,
    creatable: true,
  });

  test("accepts a value of the respondent's own", () => {
    expect(validateFieldValue({ block, value: "Extra large" })).toEqual({ value: "Extra large" });
  });

  test("accepts a created value of exactly 200 code points", () => {
    const value = "😀".repeat(200);
    expect(validateFieldValue({ block, value })).toEqual({ value });
  });

  test("refuses a created value longer than 200 code points", () => {
    expect(validateFieldValue({ block, value: "x".repeat(201) })).toEqual({
      error: "Size: a new choice can be at most 200 characters",
    });
  });

  test("refuses a created value that cannot be stored (NUL, lone surrogate)", () => {
    for (const value of ["x\u0000", "\ud83d"]) {
      expect(validateFieldValue({ block, value })).toEqual({
        error: "Size contains characters that cannot be saved",
      });
    }
  });
});
