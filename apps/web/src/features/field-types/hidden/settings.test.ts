import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";
import { hiddenEditor } from "./settings";

describe("hidden field settings", () => {
  it("say the field is hidden and offer no required setting", () => {
    expect(hiddenEditor.title).toBe("Hidden field");
    expect(hiddenEditor.showsNoWidget).toBe(true);
    const block: DraftBlock = { type: "hidden", name: "utm_source", label: "Campaign" };
    const values = toFieldValues(block, "hidden");
    const next = fromFieldValues({
      values: { ...values, required: true, defaultValue: "direct" },
      current: block,
      type: "hidden",
    });
    expect(next).toEqual({ ...block, defaultValue: "direct" });
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [next] }).success).toBe(true);
  });
});
