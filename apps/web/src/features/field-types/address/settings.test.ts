import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../../editor/draft-types";
import { addressEditor, partsSetting } from "./settings";

describe("addressEditor", () => {
  it("reads a block without parts as every part ticked", () => {
    expect(addressEditor.readOwn?.({ type: "address", name: "home", label: "Home" })).toEqual({
      parts: ["line1", "line2", "city", "region", "postalCode", "country"],
    });
    expect(
      addressEditor.readOwn?.({ type: "address", name: "home", label: "Home", parts: ["country"] }),
    ).toEqual({ parts: ["country"] });
  });

  it("writes the ticked parts in reading order, and no parts setting when all are ticked", () => {
    const next: DraftBlock = { type: "address", name: "home", label: "Home" };
    addressEditor.writeOwn?.({ parts: ["country", "city"] }, next);
    expect(next.parts).toEqual(["city", "country"]);
    addressEditor.writeOwn?.(
      { parts: ["line1", "line2", "city", "region", "postalCode", "country"] },
      next,
    );
    expect(next).not.toHaveProperty("parts");
  });

  it("keeps an empty list when nothing is ticked, for the document check to name", () => {
    expect(partsSetting([])).toEqual([]);
    expect(partsSetting(undefined)).toEqual([]);
  });
});
