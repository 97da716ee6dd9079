import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

function edit(block: DraftBlock, changes: Record<string, unknown> = {}): DraftBlock {
  const values = { ...toFieldValues(block, "time"), ...changes };
  return fromFieldValues({ values, current: block, type: "time" });
}

describe("time settings in the editor", () => {
  it("give back the block when nothing was edited", () => {
    const block: DraftBlock = {
      type: "time",
      name: "start",
      label: "Start",
      rules: { min: "09:00", max: "17:00", step: { value: 15, message: "Quarter hours" } },
    };
    expect(edit(block)).toEqual(block);
  });

  it("write a time's min, max and step in minutes", () => {
    const block: DraftBlock = { type: "time", name: "start", label: "Start" };
    const next = edit(block, { timeMin: "08:30", timeMax: "", timeStep: "30" });
    expect(next.rules).toEqual({ min: "08:30", step: 30 });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [next] }).success).toBe(true);
  });
});
