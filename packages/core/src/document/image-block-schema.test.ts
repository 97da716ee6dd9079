import { describe, expect, test } from "vitest";
import { issuesOf, withBlocks } from "../test/document-issues";
import { parseFormDocument } from "./parse-form-document";

const image = { type: "image", src: "/samples/sample-1.jpg", alt: "A blue square" };

describe("parseFormDocument: image block", () => {
  test("accepts an image with every optional key and keeps them", () => {
    const block = {
      ...image,
      id: "hero",
      caption: "Our <b>new</b> model",
      width: { md: 6 },
      dimensions: { width: 1200, height: 800 },
    };
    const result = parseFormDocument(withBlocks([block]));
    expect(result.success && result.document.blocks).toEqual([block]);
  });

  test("requires src and alt", () => {
    expect(issuesOf(withBlocks([{ type: "image" }]))).toEqual([
      { path: "blocks[0].src", message: "is required" },
      { path: "blocks[0].alt", message: "is required" },
    ]);
  });

  test("refuses an empty or blank alt text", () => {
    expect(
      issuesOf(
        withBlocks([
          { ...image, alt: "" },
          { ...image, alt: "  " },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].alt", message: "must not be empty or only spaces" },
      { path: "blocks[1].alt", message: "must not be empty or only spaces" },
    ]);
  });

  test("refuses a caption that is not text and unknown keys", () => {
    expect(issuesOf(withBlocks([{ ...image, caption: 5, href: "/x" }]))).toEqual([
      { path: "blocks[0].caption", message: "must be a string" },
      { path: "blocks[0].href", message: 'Unknown key "href"' },
    ]);
  });

  test("needs both dimensions as positive whole pixels", () => {
    expect(
      issuesOf(
        withBlocks([
          { ...image, dimensions: { width: 1200 } },
          { ...image, dimensions: { width: 0, height: 2.5 } },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].dimensions.height", message: "is required" },
      { path: "blocks[1].dimensions.width", message: "must be at least 1" },
      { path: "blocks[1].dimensions.height", message: "must be an integer" },
    ]);
  });
});
