import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

describe("file settings in the editor", () => {
  it("gives back the same file block when nothing was edited, and a valid document", () => {
    const block: DraftBlock = {
      type: "file",
      name: "cv",
      label: "CV",
      required: true,
      accept: [".pdf", "image/*"],
      maxSizeMb: 5,
      maxFiles: 3,
    };
    const back = fromFieldValues({
      values: toFieldValues(block, "file"),
      current: block,
      type: "file",
    });
    expect(back).toEqual(block);
    expect(parseFormDocument({ slug: "a", title: "A", blocks: [back] }).success).toBe(true);
  });

  it("writes the accepted types from a comma-separated list and drops empty settings", () => {
    const block: DraftBlock = { type: "file", name: "cv", label: "CV", maxFiles: 2 };
    const values = { ...toFieldValues(block, "file"), accept: " .pdf ,, image/png ", maxFiles: "" };
    expect(fromFieldValues({ values, current: block, type: "file" })).toEqual({
      type: "file",
      name: "cv",
      label: "CV",
      accept: [".pdf", "image/png"],
    });
  });
});
