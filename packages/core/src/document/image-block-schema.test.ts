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
      { path: "blocks[0].alt", message: "describe the image or mark it decorative" },
      { path: "blocks[1].alt", message: "describe the image or mark it decorative" },
    ]);
  });

  test('takes a decorative image with alt "" on every kind of image, and only with it', () => {
    const decorative = { src: "/samples/sample-2.jpg", alt: "", decorative: true };
    const accepted = parseFormDocument(
      withBlocks([
        { ...image, ...decorative },
        { type: "carousel", slides: [decorative, { src: image.src, alt: "Red bike" }] },
        { type: "compare", before: decorative, after: { src: image.src, alt: "After" } },
      ]),
    );
    expect(accepted.success).toBe(true);
    if (accepted.success)
      expect(accepted.document.blocks[0]).toMatchObject({ alt: "", decorative: true });
    expect(
      issuesOf(
        withBlocks([
          { type: "carousel", slides: [decorative, { ...decorative, alt: "Red bike" }] },
          { type: "compare", before: decorative, after: { ...decorative, alt: " " } },
          { type: "compare", before: decorative, after: { ...decorative, decorative: false } },
        ]),
      ),
    ).toEqual([
      { path: "blocks[0].slides[1].alt", message: 'must be "" on a decorative image' },
      { path: "blocks[1].after.alt", message: 'must be "" on a decorative image' },
      { path: "blocks[2].after.decorative", message: "must be true" },
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
