import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../document/parse-form-document";
import { coercePrefillValue } from "../../prefill/coerce-prefill-value";
import { prefillFromQueryString } from "../../prefill/prefill-from-query-string";
import { createSubmissionValidator } from "../../validation/create-submission-validator";
import { validateFieldValue } from "../../validation/validate-field-value";
import { type HiddenBlock, hiddenFieldDocument } from "./block";

const block: HiddenBlock = { type: "hidden", name: "utm_source", label: "Campaign" };

function parseBlock(extra: Record<string, unknown>) {
  return parseFormDocument({ slug: "t", title: "T", blocks: [{ ...block, ...extra }] });
}

describe("hidden blocks", () => {
  it("accept a name, a label and a string default", () => {
    expect(parseBlock({}).success).toBe(true);
    expect(parseBlock({ defaultValue: "direct" }).success).toBe(true);
  });

  it("refuse required: true, saying why", () => {
    const result = parseBlock({ required: true });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result)).toContain("a hidden field cannot be required");
    expect(parseBlock({ required: false }).success).toBe(true);
  });

  it("refuse rules, a default that is no string or longer than a text field holds", () => {
    expect(JSON.stringify(parseBlock({ rules: { maxLength: 3 } }))).toContain(
      'Rule \\"maxLength\\" does not apply to hidden fields',
    );
    expect(parseBlock({ defaultValue: 3 }).success).toBe(false);
    const long = parseBlock({ defaultValue: "x".repeat(1001) });
    expect(JSON.stringify(long)).toContain("must be at most 1000 characters");
    expect(parseBlock({ defaultValue: "x".repeat(1000) }).success).toBe(true);
    expect(parseBlock({ defaultValue: "a\u0000b" }).success).toBe(false);
  });

  it("store a string as given, empty as nothing, and refuse over-long or non-string values", () => {
    expect(validateFieldValue({ block, value: "newsletter" })).toEqual({ value: "newsletter" });
    expect(validateFieldValue({ block, value: "" })).toEqual({ value: undefined });
    expect(validateFieldValue({ block, value: "x".repeat(1001) })).toEqual({
      error: "Campaign must be at most 1000 characters",
    });
    expect(validateFieldValue({ block, value: 3 })).toEqual({
      error: "Campaign has a value of the wrong type",
    });
  });

  it("prefill from the query string as given, within the text cap", () => {
    expect(coercePrefillValue({ block, raw: "newsletter" })).toBe("newsletter");
    expect(coercePrefillValue({ block, raw: "x".repeat(1001) })).toBeUndefined();
    expect(coercePrefillValue({ block, raw: ["a", "b"] })).toBeUndefined();
    const parsed = parseFormDocument({ slug: "t", title: "T", blocks: [block] });
    if (!parsed.success) throw new Error("invalid document");
    expect(
      prefillFromQueryString({ document: parsed.document, search: "?utm_source=spring%20sale" }),
    ).toEqual({
      utm_source: "spring sale",
    });
  });

  it("read as text in conditions, posts and answers", () => {
    expect(hiddenFieldDocument.conditionKind(block)).toBe("text");
    expect(hiddenFieldDocument.fromFormPost(block, ["ad"])).toBe("ad");
    expect(hiddenFieldDocument.answerText("ad", {})).toBe("ad");
    expect(hiddenFieldDocument.chart).toBe("none");
  });

  it("are validated and stored with the other answers", () => {
    const parsed = parseFormDocument({
      slug: "t",
      title: "T",
      blocks: [{ type: "text", name: "name", label: "Name" }, block],
    });
    if (!parsed.success) throw new Error("invalid document");
    const validate = createSubmissionValidator(parsed.document);
    expect(validate({ name: "Ada", utm_source: "mail" })).toEqual({
      success: true,
      values: { name: "Ada", utm_source: "mail" },
    });
  });
});
