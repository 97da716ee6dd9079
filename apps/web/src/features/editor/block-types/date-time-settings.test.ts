import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../draft-types";
import { fromFieldValues, toFieldValues } from "./field-settings-values";

function edit(
  block: DraftBlock,
  type: "date" | "time",
  changes: Record<string, unknown> = {},
): DraftBlock {
  const values = { ...toFieldValues(block, type), ...changes };
  return fromFieldValues({ values, current: block, type });
}

describe("date and time settings in the editor", () => {
  it.each<[DraftBlock, "date" | "time"]>([
    [{ type: "date", name: "arrival", label: "Arrival" }, "date"],
    [
      {
        type: "date",
        name: "arrival",
        label: "Arrival",
        rules: { min: "today", max: { value: "2030-12-31", message: "Too far ahead" } },
        defaultValue: "2026-01-15",
      },
      "date",
    ],
    [
      {
        type: "time",
        name: "start",
        label: "Start",
        rules: { min: "09:00", max: "17:00", step: { value: 15, message: "Quarter hours" } },
      },
      "time",
    ],
  ])("give back %j when nothing was edited", (block, type) => {
    expect(edit(block, type)).toEqual(block);
  });

  it("write min and max as today or a date, and remove them when set to no limit", () => {
    const block: DraftBlock = { type: "date", name: "arrival", label: "Arrival" };
    const bounded = edit(block, "date", {
      dateMinKind: "today",
      dateMaxKind: "date",
      dateMax: "2030-12-31",
    });
    expect(bounded.rules).toEqual({ min: "today", max: "2030-12-31" });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [bounded] }).success).toBe(true);
    expect(edit(bounded, "date", { dateMinKind: "none", dateMaxKind: "none" }).rules).toBe(
      undefined,
    );
  });

  it("write a time's min, max and step in minutes", () => {
    const block: DraftBlock = { type: "time", name: "start", label: "Start" };
    const next = edit(block, "time", { timeMin: "08:30", timeMax: "", timeStep: "30" });
    expect(next.rules).toEqual({ min: "08:30", step: 30 });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [next] }).success).toBe(true);
  });
});
