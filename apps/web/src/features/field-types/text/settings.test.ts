import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

describe("text settings in the editor", () => {
  it("reads a block without a kind of text as plain text", () => {
    const block: DraftBlock = { type: "text", name: "city", label: "City" };
    expect(toFieldValues(block, "text").inputType).toBe("text");
  });

  it("writes the kind of text, and nothing for plain text", () => {
    const block: DraftBlock = { type: "text", name: "mail", label: "Mail" };
    const values = { ...toFieldValues(block, "text"), inputType: "email" };
    const next = fromFieldValues({ values, current: block, type: "text" });
    expect(next.inputType).toBe("email");
    const plain = { ...toFieldValues(next, "text"), inputType: "text" };
    expect(fromFieldValues({ values: plain, current: next, type: "text" })).toEqual(block);
  });
});
