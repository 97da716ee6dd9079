import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../document/parse-form-document";
import { coercePrefillValue } from "../../prefill/coerce-prefill-value";
import { validateFieldValue } from "../../validation/validate-field-value";
import { type ScaleBlock, scaleFieldDocument } from "./block";
import { scaleRange } from "./definition";
import { scaleEndLabels } from "./end-labels";

const block: ScaleBlock = { type: "scale", name: "ease", label: "Ease" };
const nps: ScaleBlock = { type: "scale", name: "recommend", label: "Recommend", preset: "nps" };

function parseBlock(extra: Record<string, unknown>) {
  return parseFormDocument({ slug: "t", title: "T", blocks: [{ ...block, ...extra }] });
}

describe("scale blocks", () => {
  it.each([
    { min: 0, max: 2 },
    { min: 1, max: 10 },
    { min: 0, max: 10, minLabel: "Hard", maxLabel: "Easy" },
    { preset: "nps" },
    { preset: "nps", minLabel: "Pas du tout", maxLabel: "Tout à fait" },
  ])("accept %j", (extra) => {
    expect(parseBlock(extra).success).toBe(true);
  });

  it.each([{ min: 2 }, { min: -1 }, { max: 1 }, { max: 11 }, { min: 0.5 }, { preset: "csat" }])(
    "refuse %j",
    (extra) => {
      expect(parseBlock(extra).success).toBe(false);
    },
  );

  it("refuse min or max beside the NPS preset, saying why", () => {
    const result = parseBlock({ preset: "nps", max: 5 });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result)).toContain('must not be set with \\"preset\\": \\"nps\\"');
  });

  it("refuse a default outside the range", () => {
    expect(parseBlock({ min: 0, max: 4, defaultValue: 5 }).success).toBe(false);
    expect(parseBlock({ min: 0, max: 4, defaultValue: 0 }).success).toBe(true);
  });

  it("run 1..5 by default, min..max when set, 0..10 for NPS", () => {
    expect(scaleRange(block)).toEqual({ min: 1, max: 5 });
    expect(scaleRange({ min: 0, max: 7 })).toEqual({ min: 0, max: 7 });
    expect(scaleRange(nps)).toEqual({ min: 0, max: 10 });
  });

  it("label the NPS ends unless the block names its own", () => {
    expect(scaleEndLabels(nps)).toEqual({
      minLabel: "Not at all likely",
      maxLabel: "Extremely likely",
    });
    expect(scaleEndLabels({ ...nps, minLabel: "Jamais" }).minLabel).toBe("Jamais");
    expect(scaleEndLabels(block)).toEqual({});
  });

  it("validate with the range on both sides", () => {
    expect(validateFieldValue({ block: nps, value: 0 })).toEqual({ value: 0 });
    expect(validateFieldValue({ block: nps, value: 11 })).toEqual({
      error: "Recommend must be a whole number from 0 to 10",
    });
    expect(validateFieldValue({ block, value: 0 })).toEqual({
      error: "Ease must be a whole number from 1 to 5",
    });
    expect(validateFieldValue({ block: { ...nps, required: true }, value: null })).toEqual({
      error: "Recommend is required",
    });
  });

  it("prefill, post without scripts and read as text like a rating", () => {
    expect(coercePrefillValue({ block: nps, raw: "0" })).toBe(0);
    expect(coercePrefillValue({ block: nps, raw: "11" })).toBeUndefined();
    expect(scaleFieldDocument.fromFormPost(nps, ["10"])).toBe(10);
    expect(scaleFieldDocument.answerText(9, {})).toBe("9");
  });
});
