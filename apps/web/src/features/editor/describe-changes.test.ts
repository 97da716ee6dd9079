import { describe, expect, it } from "vitest";
import { describeChanges } from "./describe-changes";

const live = {
  slug: "club",
  title: "Club",
  blocks: [
    { type: "text", name: "fullName", label: "Name" },
    { type: "paragraph", text: "Welcome" },
    { type: "text", name: "email", label: "Email" },
  ],
};

describe("describeChanges", () => {
  it("finds nothing when the draft is the live version, whatever the key order", () => {
    const reordered = { blocks: live.blocks, title: "Club", slug: "club" };
    expect(describeChanges(live, reordered)).toEqual([]);
  });

  it("names changed settings and added, changed and removed blocks", () => {
    const draft = {
      ...live,
      title: "Club night",
      blocks: [
        { type: "text", name: "fullName", label: "Full name" },
        { type: "text", name: "email", label: "Email" },
        { type: "radio", name: "slot", label: "Slot", options: [{ label: "A", value: "a" }] },
      ],
    };
    expect(describeChanges(live, draft)).toEqual([
      "Title changed",
      "Block 1, Full name changed",
      "Block 3, Slot added",
      "Block “Welcome” removed",
    ]);
  });

  it("says when blocks only moved", () => {
    const blocks = [live.blocks[2], live.blocks[1], live.blocks[0]];
    expect(describeChanges(live, { ...live, blocks })).toEqual(["Blocks reordered"]);
  });

  it("names a changed retention in words", () => {
    const draft = { ...live, retention: { deleteAfterDays: 90 } };
    expect(describeChanges(live, draft)).toEqual(["How long answers are kept changed"]);
  });

  it("names a changed editing setting in words", () => {
    const draft = { ...live, editing: { allowedForDays: 7 } };
    expect(describeChanges(live, draft)).toEqual(["Editing answers after sending changed"]);
  });
});
