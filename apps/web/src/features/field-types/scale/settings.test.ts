import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import {
  fieldSettingFor,
  fromFieldValues,
  toFieldValues,
} from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

function roundTrip(block: DraftBlock): DraftBlock {
  return fromFieldValues({ values: toFieldValues(block, "scale"), current: block, type: "scale" });
}

describe("scale settings in the editor", () => {
  it.each<DraftBlock>([
    {
      type: "scale",
      name: "ease",
      label: "Ease",
      min: 0,
      max: 4,
      minLabel: "Hard",
      maxLabel: "Easy",
    },
    { type: "scale", name: "recommend", label: "Recommend", preset: "nps" },
  ])("give back %j when nothing was edited", (block) => {
    expect(roundTrip(block)).toEqual(block);
  });

  it("drop a scale's own range when it becomes an NPS question (the document would refuse both)", () => {
    const block: DraftBlock = { type: "scale", name: "ease", label: "Ease", min: 0, max: 4 };
    const values = { ...toFieldValues(block, "scale"), preset: "nps" };
    const next = fromFieldValues({ values, current: block, type: "scale" });
    expect(next).toEqual({ type: "scale", name: "ease", label: "Ease", preset: "nps" });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [next] }).success).toBe(true);
  });

  it("show a document problem at an end's words on that input", () => {
    const block: DraftBlock = { type: "scale", name: "ease", label: "Ease" };
    expect(fieldSettingFor({ path: ["minLabel"], block, type: "scale" })).toBe("minLabel");
  });
});
