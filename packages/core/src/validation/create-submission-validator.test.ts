import { describe, expect, test } from "vitest";
import type { FormDocument } from "../document/form-document-schema";
import { isFieldBlock } from "../document/is-field-block";
import { documentWith } from "../test/fixtures";
import { createSubmissionValidator } from "./create-submission-validator";
import { toFieldErrorMap } from "./to-field-error-map";
import { validateFieldValue } from "./validate-field-value";

const options = [
  { label: "A", value: "a" },
  { label: "B", value: "b" },
];

const allTypes = documentWith([
  { type: "select", name: "choice", label: "Choice", options, required: true },
  { type: "select", name: "choices", label: "Choices", options, multi: true, required: true },
  { type: "textarea", name: "message", label: "Message", required: true },
  { type: "heading", text: "About you" },
  { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
  { type: "radio", name: "size", label: "Size", options, required: true },
  { type: "checkboxGroup", name: "days", label: "Days", options, required: true },
  { type: "checkbox", name: "terms", label: "Terms", required: true },
  { type: "number", name: "qty", label: "Quantity", required: true },
]);

const optional = documentWith([
  { type: "text", name: "nickname", label: "Nickname" },
  { type: "number", name: "age", label: "Age" },
  { type: "checkboxGroup", name: "days", label: "Days", options },
  { type: "checkbox", name: "newsletter", label: "Newsletter" },
]);

describe("createSubmissionValidator", () => {
  test("an empty submission gives '{label} is required' for each required field", () => {
    const result = createSubmissionValidator(allTypes)({});
    expect(result).toEqual({
      success: false,
      fieldErrors: [
        { name: "choice", message: "Choice is required" },
        { name: "choices", message: "Choices is required" },
        { name: "message", message: "Message is required" },
        { name: "email", message: "Email is required" },
        { name: "size", message: "Size is required" },
        { name: "days", message: "Days is required" },
        { name: "terms", message: "Terms is required" },
        { name: "qty", message: "Quantity is required" },
      ],
    });
  });

  test("a complete submission gives the coerced values", () => {
    const result = createSubmissionValidator(allTypes)({
      choice: "a",
      choices: ["b", "a", "b"],
      message: "Hello\nthere",
      email: "ada@example.com",
      size: "b",
      days: ["a"],
      terms: true,
      qty: "3.50",
    });
    expect(result).toEqual({
      success: true,
      values: {
        choice: "a",
        choices: ["b", "a"],
        message: "Hello\nthere",
        email: "ada@example.com",
        size: "b",
        days: ["a"],
        terms: true,
        qty: 3.5,
      },
    });
  });

  test("leaves empty optional fields out, but stores an unticked checkbox as false", () => {
    const result = createSubmissionValidator(optional)({ nickname: "  ", age: "", days: [] });
    expect(result).toEqual({ success: true, values: { newsletter: false } });
  });

  test("reports every failing field, each with its own message", () => {
    const result = createSubmissionValidator(allTypes)({
      choice: "z",
      choices: "a",
      message: "Hi",
      email: "nope",
      size: "a",
      days: ["a"],
      terms: "yes",
      qty: "abc",
    });
    expect(result.success === false && toFieldErrorMap(result.fieldErrors)).toEqual({
      choice: "Choice has a choice that is not offered",
      choices: "Choices has a value of the wrong type",
      email: "Email must be a valid email address",
      terms: "Terms has a value of the wrong type",
      qty: "Quantity must be a number",
    });
  });

  test("gives the same message as validateFieldValue for the same block", () => {
    const block = allTypes.blocks
      .filter(isFieldBlock)
      .find((candidate) => candidate.name === "qty");
    if (block === undefined) throw new Error("missing block");
    const single = validateFieldValue({ block, value: "x" });
    const whole = createSubmissionValidator(allTypes)({ qty: "x" });
    expect(
      whole.success === false && whole.fieldErrors.find((error) => error.name === "qty")?.message,
    ).toBe("error" in single ? single.error : "no error");
  });

  test("reports each key that is not a field name, after the field errors", () => {
    const result = createSubmissionValidator(optional)({
      nickname: "Ada",
      heading: "x",
      admin: true,
    });
    expect(result).toEqual({
      success: false,
      fieldErrors: [
        { name: "heading", message: 'Unknown field "heading"' },
        { name: "admin", message: 'Unknown field "admin"' },
      ],
    });
  });

  test.each([null, undefined, "text", 42, ["a"], new Date(0), new Map()])(
    "refuses data that is not a plain object (%j) with one error named ''",
    (data) => {
      expect(createSubmissionValidator(optional)(data)).toEqual({
        success: false,
        fieldErrors: [{ name: "", message: "The submission must be an object of field values" }],
      });
    },
  );

  test("accepts a null-prototype object", () => {
    const data = Object.assign(Object.create(null) as Record<string, unknown>, { nickname: "Ada" });
    expect(createSubmissionValidator(optional)(data)).toEqual({
      success: true,
      values: { nickname: "Ada", newsletter: false },
    });
  });

  test("treats __proto__, constructor and prototype as unknown fields and pollutes nothing", () => {
    const data: unknown = JSON.parse(
      '{"nickname":"Ada","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
    );
    const result = createSubmissionValidator(optional)(data);
    expect(result).toEqual({
      success: false,
      fieldErrors: [
        { name: "__proto__", message: 'Unknown field "__proto__"' },
        { name: "constructor", message: 'Unknown field "constructor"' },
        { name: "prototype", message: 'Unknown field "prototype"' },
      ],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  test("reads only own properties, never inherited ones", () => {
    const document = documentWith([
      { type: "text", name: "toString", label: "To string", required: true },
    ]);
    expect(createSubmissionValidator(document)({})).toEqual({
      success: false,
      fieldErrors: [{ name: "toString", message: "To string is required" }],
    });
  });

  test("returns values as a plain object with only the form's field names", () => {
    const result = createSubmissionValidator(optional)({ nickname: "Ada" });
    if (!result.success) throw new Error("expected success");
    expect(Object.getPrototypeOf(result.values)).toBe(Object.prototype);
    expect(Object.keys(result.values)).toEqual(["nickname", "newsletter"]);
  });

  test("can be called many times with independent results", () => {
    const validate = createSubmissionValidator(optional);
    expect(validate({ nickname: "A" })).toEqual({
      success: true,
      values: { nickname: "A", newsletter: false },
    });
    expect(validate({ age: "2" })).toEqual({
      success: true,
      values: { age: 2, newsletter: false },
    });
  });

  test("refuses a hand-built document with a reserved field name", () => {
    const document = {
      slug: "x",
      title: "X",
      submitLabel: "Submit",
      confirmation: { message: "Thanks" },
      blocks: [{ type: "text", name: "__proto__", label: "P" }],
    } as FormDocument;
    expect(() => createSubmissionValidator(document)).toThrow('Reserved field name "__proto__"');
  });
});
