import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../draft-types";
import { fromFieldValues, toFieldValues } from "./field-settings-values";

describe("file and signature settings in the editor", () => {
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

  it("keeps a signature block as it is (no default value, no rules)", () => {
    const block: DraftBlock = {
      type: "signature",
      name: "sign",
      label: "Signature",
      required: true,
    };
    expect(
      fromFieldValues({
        values: toFieldValues(block, "signature"),
        current: block,
        type: "signature",
      }),
    ).toEqual(block);
  });
});
