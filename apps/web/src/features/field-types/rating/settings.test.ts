import { describe, expect, it } from "vitest";
import {
  fieldSettingFor,
  fromFieldValues,
  toFieldValues,
} from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

describe("rating settings in the editor", () => {
  it.each<DraftBlock>([
    { type: "rating", name: "service", label: "Service", max: 7, defaultValue: 3 },
    { type: "rating", name: "service", label: "Service" },
  ])("give back %j when nothing was edited", (block) => {
    const values = toFieldValues(block, "rating");
    expect(fromFieldValues({ values, current: block, type: "rating" })).toEqual(block);
  });

  it("write the number of stars from its input, and remove it when emptied", () => {
    const block: DraftBlock = { type: "rating", name: "service", label: "Service" };
    const values = { ...toFieldValues(block, "rating"), max: 10 };
    const next = fromFieldValues({ values, current: block, type: "rating" });
    expect(next.max).toBe(10);
    const emptied = { ...toFieldValues(next, "rating"), max: "" };
    expect(fromFieldValues({ values: emptied, current: next, type: "rating" })).toEqual(block);
  });

  it("show a document problem at max on the max input, and none at a scale's settings", () => {
    const block: DraftBlock = { type: "rating", name: "service", label: "Service", max: 12 };
    expect(fieldSettingFor({ path: ["max"], block, type: "rating" })).toBe("max");
    expect(fieldSettingFor({ path: ["minLabel"], block, type: "rating" })).toBeNull();
  });
});
