import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

describe("signature settings in the editor", () => {
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
