import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";
import { matrixEditor } from "./settings";

describe("matrix settings in the editor", () => {
  it("gives back the block when nothing was edited", () => {
    const block: DraftBlock = {
      type: "matrix",
      name: "grid",
      label: "Grid",
      rows: [{ label: "Food", value: "food" }],
      columns: [
        { label: "Good", value: "good" },
        { label: "Bad", value: "bad" },
      ],
      multiple: true,
    };
    const values = toFieldValues(block, "matrix");
    expect(fromFieldValues({ values, current: block, type: "matrix" })).toEqual(block);
  });

  it("writes rows and columns from their inputs and removes multiple when unticked", () => {
    const block: DraftBlock = { type: "matrix", name: "grid", label: "Grid", multiple: true };
    const values = {
      ...toFieldValues(block, "matrix"),
      rows: [{ label: "Food", value: "food" }],
      columns: [{ label: "Good", value: "good" }],
      multiple: false,
    };
    expect(fromFieldValues({ values, current: block, type: "matrix" })).toEqual({
      type: "matrix",
      name: "grid",
      label: "Grid",
      rows: [{ label: "Food", value: "food" }],
      columns: [{ label: "Good", value: "good" }],
    });
  });

  it("starts a new matrix with two rows and two columns, a valid document", () => {
    const block = { type: "matrix", name: "matrix1", label: "Matrix", ...matrixEditor.initial };
    expect(parseFormDocument({ slug: "t", title: "T", blocks: [block] }).success).toBe(true);
  });
});
