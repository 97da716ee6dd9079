import { describe, expect, test } from "vitest";
import { TEXT_MAX_LENGTH } from "../../constants";
import { fieldBlock } from "../../test/fixtures";
import { validateFieldValue } from "../../validation/validate-field-value";
import { TEXTAREA_MAX_LENGTH } from "../textarea/max-length";

function textField(settings: Record<string, unknown> = {}) {
  return fieldBlock({ type: "text", name: "city", label: "City", ...settings });
}

function validate(settings: Record<string, unknown>, value: unknown) {
  return validateFieldValue({ block: textField(settings), value });
}

describe.each(["text", "textarea"])("%s field", (type) => {
  test("a required field left empty or blank is required", () => {
    const block = fieldBlock({ type, name: "city", label: "City", required: true });
    for (const value of [undefined, null, "", "  \n\t"]) {
      expect(validateFieldValue({ block, value })).toEqual({ error: "City is required" });
    }
  });

  test("an optional field left empty has no value", () => {
    const block = fieldBlock({ type, name: "city", label: "City" });
    for (const value of [undefined, null, "", "   "]) {
      expect(validateFieldValue({ block, value })).toEqual({ value: undefined });
    }
  });

  test("stores the string as typed, spaces included", () => {
    const block = fieldBlock({ type, name: "city", label: "City", required: true });
    expect(validateFieldValue({ block, value: "  Paris " })).toEqual({ value: "  Paris " });
  });
});

test.each([42, true, ["a"], { a: 1 }])("refuses a value that is not a string: %j", (value) => {
  expect(validate({}, value)).toEqual({ error: "City has a value of the wrong type" });
});

describe("minLength and maxLength", () => {
  test("minLength refuses shorter text with the default message", () => {
    expect(validate({ rules: { minLength: 3 } }, "ab")).toEqual({
      error: "City must be at least 3 characters",
    });
    expect(validate({ rules: { minLength: 3 } }, "abc")).toEqual({ value: "abc" });
  });

  test("maxLength refuses longer text with the default message", () => {
    expect(validate({ rules: { maxLength: 3 } }, "abcd")).toEqual({
      error: "City must be at most 3 characters",
    });
    expect(validate({ rules: { maxLength: 3 } }, "abc")).toEqual({ value: "abc" });
  });

  test("counts Unicode code points, not UTF-16 units", () => {
    expect(validate({ rules: { maxLength: 2 } }, "😀😀")).toEqual({ value: "😀😀" });
    expect(validate({ rules: { maxLength: 2 } }, "😀😀😀")).toEqual({
      error: "City must be at most 2 characters",
    });
    expect(validate({ rules: { minLength: 2 } }, "😀")).toEqual({
      error: "City must be at least 2 characters",
    });
  });

  test("a custom message replaces the default", () => {
    expect(validate({ rules: { minLength: { value: 3, message: "Too short" } } }, "ab")).toEqual({
      error: "Too short",
    });
    expect(validate({ rules: { maxLength: { value: 1, message: "Too long" } } }, "ab")).toEqual({
      error: "Too long",
    });
  });

  test("rules do not apply to an optional field left empty", () => {
    expect(validate({ rules: { minLength: 3, pattern: "x+" } }, "")).toEqual({ value: undefined });
  });
});

describe("pattern", () => {
  test("must match the whole value, not a part of it", () => {
    const rules = { pattern: "[A-Z]{2}\\d{3}" };
    expect(validate({ rules }, "AB123")).toEqual({ value: "AB123" });
    expect(validate({ rules }, "xAB123x")).toEqual({ error: "City is not in the expected format" });
  });

  test("keeps alternatives inside the anchors", () => {
    const rules = { pattern: "cat|dog" };
    expect(validate({ rules }, "dog")).toEqual({ value: "dog" });
    expect(validate({ rules }, "cats")).toEqual({ error: "City is not in the expected format" });
  });

  test("uses the custom message", () => {
    const rules = { pattern: { value: "\\d+", message: "Digits only" } };
    expect(validate({ rules }, "12a")).toEqual({ error: "Digits only" });
  });

  test("matches Unicode code points", () => {
    expect(validate({ rules: { pattern: "." } }, "😀")).toEqual({ value: "😀" });
  });
});

describe("email and url", () => {
  test("email refuses something that is not an address", () => {
    expect(validate({ rules: { email: true } }, "ada@example")).toEqual({
      error: "City must be a valid email address",
    });
    expect(validate({ rules: { email: true } }, "ada@example.com")).toEqual({
      value: "ada@example.com",
    });
  });

  test("email with a custom message", () => {
    expect(validate({ rules: { email: { value: true, message: "Check it" } } }, "x")).toEqual({
      error: "Check it",
    });
  });

  test("email: false checks nothing", () => {
    expect(validate({ rules: { email: false } }, "x")).toEqual({ value: "x" });
  });

  test("url refuses anything but an absolute http(s) URL", () => {
    expect(validate({ rules: { url: true } }, "ftp://example.com")).toEqual({
      error: "City must be a valid URL",
    });
    expect(validate({ rules: { url: true } }, "https://example.com")).toEqual({
      value: "https://example.com",
    });
  });

  test("url with a custom message", () => {
    expect(
      validate({ rules: { url: { value: true, message: "A link, please" } } }, "nope"),
    ).toEqual({
      error: "A link, please",
    });
  });
});

test.each(["a\u0000b", "half an emoji \ud83d", "\ude4b"])(
  "refuses text that cannot be stored (NUL, lone surrogate): %j",
  (value) => {
    expect(validate({}, value)).toEqual({ error: "City contains characters that cannot be saved" });
  },
);

describe.each([
  ["text", TEXT_MAX_LENGTH],
  ["textarea", TEXTAREA_MAX_LENGTH],
])("%s field's length cap", (type, cap) => {
  const block = () =>
    fieldBlock({ type, name: "city", label: "City", rules: { pattern: "[a-z ]*" } });

  test("holds an answer of exactly the cap", () => {
    const value = "a".repeat(cap);
    expect(validateFieldValue({ block: block(), value })).toEqual({ value });
  });

  test("refuses an answer over the cap before any rule, even a blank one", () => {
    for (const value of ["a".repeat(cap + 1), " ".repeat(cap + 1), "\u0000".repeat(cap + 1)]) {
      expect(validateFieldValue({ block: block(), value })).toEqual({
        error: `City must be at most ${cap} characters`,
      });
    }
  });

  test("counts code points, so the cap in emoji is the cap in characters", () => {
    expect(validateFieldValue({ block: block(), value: "😀".repeat(cap) })).toEqual({
      error: "City is not in the expected format",
    });
  });

  test("says the author's maxLength when it is tighter than the cap", () => {
    const tight = fieldBlock({ type, name: "city", label: "City", rules: { maxLength: 5 } });
    expect(validateFieldValue({ block: tight, value: "a".repeat(cap + 1) })).toEqual({
      error: "City must be at most 5 characters",
    });
  });
});

describe("kind of text (inputType) brings its matching check", () => {
  test("an email field refuses text that is not an address", () => {
    expect(validate({ inputType: "email" }, "not-an-email")).toEqual({
      error: "City must be a valid email address",
    });
    expect(validate({ inputType: "email" }, "a@example.com")).toEqual({ value: "a@example.com" });
  });

  test("a web address field refuses text that is not an http(s) URL", () => {
    expect(validate({ inputType: "url" }, "example")).toEqual({
      error: "City must be a valid URL",
    });
    expect(validate({ inputType: "url" }, "https://example.com")).toEqual({
      value: "https://example.com",
    });
  });

  test("a phone field refuses text that is not shaped like a phone number", () => {
    expect(validate({ inputType: "tel" }, "call me")).toEqual({
      error: "City must be a valid phone number",
    });
    expect(validate({ inputType: "tel" }, "+44 20 7946 0958")).toEqual({
      value: "+44 20 7946 0958",
    });
  });

  test("an explicit rule's own message wins over the kind's default", () => {
    expect(
      validate({ inputType: "email", rules: { email: { value: true, message: "Bad" } } }, "x"),
    ).toEqual({ error: "Bad" });
  });
});
