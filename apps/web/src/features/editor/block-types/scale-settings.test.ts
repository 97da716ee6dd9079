import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../draft-types";
import { fieldSettingFor, fromFieldValues, toFieldValues } from "./field-settings-values";

function roundTrip(block: DraftBlock, type: "rating" | "scale"): DraftBlock {
  return fromFieldValues({ values: toFieldValues(block, type), current: block, type });
}

describe("rating and scale settings in the editor", () => {
  it.each<[DraftBlock, "rating" | "scale"]>([
    [{ type: "rating", name: "service", label: "Service", max: 7, defaultValue: 3 }, "rating"],
    [{ type: "rating", name: "service", label: "Service" }, "rating"],
    [
      {
        type: "scale",
        name: "ease",
        label: "Ease",
        min: 0,
        max: 4,
        minLabel: "Hard",
        maxLabel: "Easy",
      },
      "scale",
    ],
    [{ type: "scale", name: "recommend", label: "Recommend", preset: "nps" }, "scale"],
  ])("give back %j when nothing was edited", (block, type) => {
    expect(roundTrip(block, type)).toEqual(block);
  });

  it("write the number of stars from its input", () => {
    const block: DraftBlock = { type: "rating", name: "service", label: "Service" };
    const values = { ...toFieldValues(block, "rating"), max: 10 };
    expect(fromFieldValues({ values, current: block, type: "rating" }).max).toBe(10);
  });

  it("drop a scale's own range when it becomes an NPS question (the document would refuse both)", () => {
    const block: DraftBlock = { type: "scale", name: "ease", label: "Ease", min: 0, max: 4 };
    const values = { ...toFieldValues(block, "scale"), preset: "nps" };
    const next = fromFieldValues({ values, current: block, type: "scale" });
    expect(next).toEqual({ type: "scale", name: "ease", label: "Ease", preset: "nps" });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [next] }).success).toBe(true);
  });

  it("show a document problem at max on the max input", () => {
    const block: DraftBlock = { type: "rating", name: "service", label: "Service", max: 12 };
    expect(fieldSettingFor({ path: ["max"], block, type: "rating" })).toBe("max");
    expect(fieldSettingFor({ path: ["minLabel"], block, type: "scale" })).toBe("minLabel");
    expect(fieldSettingFor({ path: ["minLabel"], block, type: "rating" })).toBeNull();
  });
});
