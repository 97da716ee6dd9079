import { expect, test } from "vitest";
import { fieldBlock } from "../../test/fixtures";
import { validateFieldValue } from "../../validation/validate-field-value";

function validate(settings: Record<string, unknown>, value: unknown) {
  const block = fieldBlock({ type: "checkbox", name: "terms", label: "Terms", ...settings });
  return validateFieldValue({ block, value });
}

test("a required checkbox that is unticked or absent is required", () => {
  for (const value of [false, undefined, null, ""]) {
    expect(validate({ required: true }, value)).toEqual({ error: "Terms is required" });
  }
});

test("a required checkbox that is ticked is true", () => {
  expect(validate({ required: true }, true)).toEqual({ value: true });
});

test("an optional checkbox unticked or absent is stored as false", () => {
  expect(validate({}, false)).toEqual({ value: false });
  expect(validate({}, undefined)).toEqual({ value: false });
});

test.each(["true", "on", "1", 1, 0, ["true"]])("accepts only booleans, not %j", (value) => {
  expect(validate({}, value)).toEqual({ error: "Terms has a value of the wrong type" });
});
