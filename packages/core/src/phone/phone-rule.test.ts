import { getCountries } from "libphonenumber-js/min";
import { beforeAll, describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { loadDocumentFieldTypes } from "../field-types/load-document-field-types";
import type { TextBlock } from "../field-types/text/block";
import { coercePrefillValue } from "../prefill/coerce-prefill-value";
import { createSubmissionValidator } from "../validation/create-submission-validator";
import { validateFieldValue } from "../validation/validate-field-value";
import { PHONE_COUNTRIES } from "./phone-countries";
import { loadPhoneRule, phoneNormalizer } from "./phone-rule";
import { usesPhoneRule } from "./uses-phone-rule";

const block: TextBlock = {
  type: "text",
  name: "phone",
  label: "Phone",
  rules: { phone: { defaultCountry: "FR" } },
};
const document = { slug: "t", title: "T", blocks: [block] };

function parseRules(rules: unknown, type = "text") {
  return parseFormDocument({ ...document, blocks: [{ ...block, type, rules }] });
}

// Runs first: the test setup loaded every field type, as the server does at start.
it("is not loaded with the field types (the server's start stays light), and says what to call", () => {
  expect(() => phoneNormalizer()).toThrow(
    "The phone rule is not loaded: await loadDocumentFieldTypes(document) first",
  );
  expect(() => validateFieldValue({ block, value: "0612345678" })).toThrow(
    /phone rule is not loaded/,
  );
});

describe("the phone rule", () => {
  beforeAll(async () => {
    await loadDocumentFieldTypes(document);
  });

  it("is loaded for documents with a phone rule only, once", () => {
    expect(usesPhoneRule(document)).toBe(true);
    expect(usesPhoneRule({ blocks: [{ type: "text", name: "a", label: "A" }] })).toBe(false);
    expect(loadDocumentFieldTypes(document)).toBeNull();
    expect(loadPhoneRule()).toBeNull();
  });

  it("lists the library's countries", () => {
    expect(PHONE_COUNTRIES).toEqual(getCountries());
  });

  it("accepts { defaultCountry } plain or with a message, on text fields only", () => {
    expect(parseRules({ phone: { defaultCountry: "FR" } }).success).toBe(true);
    expect(
      parseRules({ phone: { value: { defaultCountry: "US" }, message: "Call us maybe" } }).success,
    ).toBe(true);
    expect(JSON.stringify(parseRules({ phone: { defaultCountry: "FR" } }, "textarea"))).toContain(
      'Rule \\"phone\\" does not apply to textarea fields',
    );
  });

  it.each([
    [{ phone: { defaultCountry: "ZZ" } }, '\\"ZZ\\" is not a country the phone rule knows'],
    [{ phone: { defaultCountry: "fr" } }, '\\"fr\\" is not a country the phone rule knows'],
    [{ phone: true }, 'must be { \\"defaultCountry\\": a country code such as \\"FR\\" }'],
    [{ phone: {} }, "must be { "],
    [{ phone: { defaultCountry: "FR" }, email: true }, "phone cannot be required together with"],
  ])("refuses %j, saying why", (rules, message) => {
    const result = parseRules(rules);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result)).toContain(message);
  });

  it.each([
    ["06 12 34 56 78", "+33612345678"],
    ["0612345678", "+33612345678"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["01.23.45.67.89", "+33123456789"],
    ["+1 (202) 555-0143", "+12025550143"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("stores %j as E.164 %j", (typed, e164) => {
    expect(validateFieldValue({ block, value: typed })).toEqual({ value: e164 });
  });

  it.each(["0612", "06 12 34 56 78 90 12", "+33 6", "call me", "+999 1234 5678", "12345"])(
    "refuses %j with the phone message",
    (typed) => {
      expect(validateFieldValue({ block, value: typed })).toEqual({
        error: "Phone must be a valid phone number",
      });
    },
  );

  it("reads national numbers in the default country", () => {
    const us: TextBlock = { ...block, rules: { phone: { defaultCountry: "US" } } };
    expect(validateFieldValue({ block: us, value: "(202) 555-0143" })).toEqual({
      value: "+12025550143",
    });
    expect(validateFieldValue({ block: us, value: "06 12 34 56 78" })).toEqual({
      error: "Phone must be a valid phone number",
    });
  });

  it("uses the rule's own message, keeps required and empty as for text", () => {
    const custom: TextBlock = {
      ...block,
      required: true,
      rules: { phone: { value: { defaultCountry: "FR" }, message: "A French number, please" } },
    };
    expect(validateFieldValue({ block: custom, value: "12" })).toEqual({
      error: "A French number, please",
    });
    expect(validateFieldValue({ block: custom, value: " " })).toEqual({
      error: "Phone is required",
    });
    expect(validateFieldValue({ block, value: "" })).toEqual({ value: undefined });
  });

  it("checks the other rules on the text as typed, then normalizes", () => {
    const capped: TextBlock = {
      ...block,
      rules: { maxLength: 10, phone: { defaultCountry: "FR" } },
    };
    expect(validateFieldValue({ block: capped, value: "06 12 34 56 78" })).toEqual({
      error: "Phone must be at most 10 characters",
    });
    expect(validateFieldValue({ block: capped, value: "0612345678" })).toEqual({
      value: "+33612345678",
    });
  });

  it("normalizes in the submission validator, and prefill keeps the text as typed", () => {
    const parsed = parseFormDocument(document);
    if (!parsed.success) throw new Error("invalid document");
    const validate = createSubmissionValidator(parsed.document);
    expect(validate({ phone: "06 12 34 56 78" })).toEqual({
      success: true,
      values: { phone: "+33612345678" },
    });
    expect(validate({ phone: "0612" })).toEqual({
      success: false,
      fieldErrors: [{ name: "phone", message: "Phone must be a valid phone number" }],
    });
    expect(coercePrefillValue({ block, raw: "06 12 34 56 78" })).toBe("06 12 34 56 78");
  });
});
