import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../document/parse-form-document";
import { coercePrefillValue } from "../../prefill/coerce-prefill-value";
import { validateFieldValue } from "../../validation/validate-field-value";
import { type RatingBlock, ratingFieldDocument } from "./block";

const block: RatingBlock = { type: "rating", name: "service", label: "Service" };

function parseBlock(extra: Record<string, unknown>) {
  return parseFormDocument({ slug: "t", title: "T", blocks: [{ ...block, ...extra }] });
}

describe("rating blocks", () => {
  it.each([3, 5, 10])("accept max %i", (max) => {
    expect(parseBlock({ max }).success).toBe(true);
  });

  it.each([2, 11, 4.5, "5"])("refuse max %j", (max) => {
    expect(parseBlock({ max }).success).toBe(false);
  });

  it("refuse a default outside 1..max, naming the range", () => {
    const result = parseBlock({ max: 4, defaultValue: 5 });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result)).toContain("must be a whole number from 1 to 4");
    expect(parseBlock({ max: 4, defaultValue: 4 }).success).toBe(true);
  });

  it("validate 1..5 by default and 1..max when set", () => {
    expect(validateFieldValue({ block, value: 5 })).toEqual({ value: 5 });
    expect(validateFieldValue({ block, value: 6 })).toEqual({
      error: "Service must be a whole number from 1 to 5",
    });
    expect(validateFieldValue({ block: { ...block, max: 10 }, value: 10 })).toEqual({ value: 10 });
    expect(validateFieldValue({ block, value: 0 })).toEqual({
      error: "Service must be a whole number from 1 to 5",
    });
  });

  it("prefill from a whole number of the range only", () => {
    expect(coercePrefillValue({ block, raw: "4" })).toBe(4);
    expect(coercePrefillValue({ block, raw: "6" })).toBeUndefined();
    expect(coercePrefillValue({ block, raw: "2.5" })).toBeUndefined();
    expect(coercePrefillValue({ block, raw: ["4"] })).toBeUndefined();
  });

  it("read a post without scripts as the chosen number", () => {
    expect(ratingFieldDocument.fromFormPost(block, ["3"])).toBe(3);
    expect(ratingFieldDocument.fromFormPost(block, [])).toBeNull();
    expect(ratingFieldDocument.fromFormPost(block, ["x"])).toBe("x");
  });

  it("read as the number in the CSV and submission details", () => {
    expect(ratingFieldDocument.answerText(4, {})).toBe("4");
    expect(ratingFieldDocument.chart).toBe("distribution");
  });
});
