import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

function edit(block: DraftBlock, changes: Record<string, unknown> = {}): DraftBlock {
  const values = { ...toFieldValues(block, "date"), ...changes };
  return fromFieldValues({ values, current: block, type: "date" });
}

describe("date settings in the editor", () => {
  it.each<DraftBlock>([
    { type: "date", name: "arrival", label: "Arrival" },
    {
      type: "date",
      name: "arrival",
      label: "Arrival",
      rules: { min: "today", max: { value: "2030-12-31", message: "Too far ahead" } },
      defaultValue: "2026-01-15",
    },
  ])("give back %j when nothing was edited", (block) => {
    expect(edit(block)).toEqual(block);
  });

  it("write min and max as today or a date, and remove them when set to no limit", () => {
    const block: DraftBlock = { type: "date", name: "arrival", label: "Arrival" };
    const bounded = edit(block, {
      dateMinKind: "today",
      dateMaxKind: "date",
      dateMax: "2030-12-31",
    });
    expect(bounded.rules).toEqual({ min: "today", max: "2030-12-31" });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [bounded] }).success).toBe(true);
    expect(edit(bounded, { dateMinKind: "none", dateMaxKind: "none" }).rules).toBe(undefined);
  });

  it("keep a bound's own message when its date changes", () => {
    const block: DraftBlock = {
      type: "date",
      name: "arrival",
      label: "Arrival",
      rules: { max: { value: "2030-12-31", message: "Too far ahead" } },
    };
    expect(edit(block, { dateMax: "2031-06-30" }).rules).toEqual({
      max: { value: "2031-06-30", message: "Too far ahead" },
    });
  });
});
