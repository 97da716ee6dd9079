import { describe, expect, test } from "vitest";
import { COMPARE_SLIDER_POSITION } from "../constants/content-blocks";
import { issuesOf, messageAt, withBlocks } from "../test/document-issues";
import { parseFormDocument } from "./parse-form-document";

const before = { src: "/samples/sample-1.jpg", alt: "The room before" };
const after = { src: "https://images.example.com/after.jpg", alt: "The room after" };

describe("parseFormDocument: compare block", () => {
  test("starts at COMPARE_SLIDER_POSITION when no position is given", () => {
    const result = parseFormDocument(withBlocks([{ type: "compare", before, after }]));
    expect(result.success && result.document.blocks[0]).toEqual({
      type: "compare",
      before,
      after,
      position: COMPARE_SLIDER_POSITION,
    });
  });

  test.each([0, 33.5, 100])("accepts the position %j", (position) => {
    const result = parseFormDocument(withBlocks([{ type: "compare", before, after, position }]));
    expect(result.success && result.document.blocks[0]).toMatchObject({ position });
  });

  test.each([
    [-1, "must be at least 0"],
    [101, "must be at most 100"],
    ["50", "must be a number"],
  ])("refuses the position %j", (position, message) => {
    expect(
      messageAt(withBlocks([{ type: "compare", before, after, position }]), "blocks[0].position"),
    ).toBe(message);
  });

  test("needs before and after as images with alt text, not bare URLs", () => {
    expect(
      issuesOf(
        withBlocks([
          { type: "compare", before: "/samples/sample-1.jpg", after: { src: after.src } },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].before", message: "must be an object" },
      { path: "blocks[0].after.alt", message: "is required" },
    ]);
  });

  test("refuses a caption on a side (captions belong to the block)", () => {
    expect(
      issuesOf(
        withBlocks([
          { type: "compare", before: { ...before, caption: "x" }, after, caption: "Kitchen" },
        ]),
      ),
    ).toEqual([{ path: "blocks[0].before.caption", message: 'Unknown key "caption"' }]);
  });
});
