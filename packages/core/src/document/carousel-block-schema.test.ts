import { describe, expect, test } from "vitest";
import { CAROUSEL_AUTOPLAY_SPEED_MS, CAROUSEL_SLIDES_TO_SHOW } from "../constants/content-blocks";
import { issuesOf, messageAt, withBlocks } from "../test/document-issues";
import {
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MAX_SLIDES_TO_SHOW,
  CAROUSEL_MIN_AUTOPLAY_SPEED_MS,
} from "./carousel-block-schema";
import { parseFormDocument } from "./parse-form-document";

const slide = { src: "/samples/sample-1.jpg", alt: "Blue" };
const carousel = (extra: Record<string, unknown> = {}) => ({
  type: "carousel",
  slides: [slide],
  ...extra,
});

describe("parseFormDocument: carousel block", () => {
  test("fills in slidesToShow, autoplay, autoplaySpeed and loop from the constants", () => {
    const result = parseFormDocument(withBlocks([carousel()]));
    expect(result.success && result.document.blocks[0]).toEqual({
      type: "carousel",
      slides: [slide],
      slidesToShow: CAROUSEL_SLIDES_TO_SHOW,
      autoplay: true,
      autoplaySpeed: CAROUSEL_AUTOPLAY_SPEED_MS,
      loop: true,
    });
  });

  test("keeps every setting given", () => {
    const block = carousel({
      id: "gallery",
      label: "Product photos",
      width: 8,
      slides: [{ ...slide, caption: "Front", dimensions: { width: 1200, height: 800 } }],
      slidesToShow: CAROUSEL_MAX_SLIDES_TO_SHOW,
      autoplay: false,
      autoplaySpeed: CAROUSEL_MIN_AUTOPLAY_SPEED_MS,
      loop: false,
    });
    const result = parseFormDocument(withBlocks([block]));
    expect(result.success && result.document.blocks[0]).toEqual(block);
  });

  test("needs between 1 and CAROUSEL_MAX_SLIDES slides", () => {
    const tooMany = Array.from({ length: CAROUSEL_MAX_SLIDES + 1 }, () => slide);
    expect(issuesOf(withBlocks([carousel({ slides: [] }), carousel({ slides: tooMany })]))).toEqual(
      [
        { path: "blocks[0].slides", message: "must have at least 1 item" },
        { path: "blocks[1].slides", message: `must have at most ${CAROUSEL_MAX_SLIDES} items` },
      ],
    );
  });

  test("reports a bad slide at its own path", () => {
    expect(
      issuesOf(
        withBlocks([carousel({ slides: [slide, { src: "data:image/png,x", alt: " ", x: 1 }] })]),
      ).map((issue) => issue.path),
    ).toEqual(["blocks[0].slides[1].src", "blocks[0].slides[1].x", "blocks[0].slides[1].alt"]);
  });

  test.each([
    [0, "must be at least 1"],
    [CAROUSEL_MAX_SLIDES_TO_SHOW + 1, `must be at most ${CAROUSEL_MAX_SLIDES_TO_SHOW}`],
    [2.5, "must be an integer"],
  ])("refuses slidesToShow %j", (slidesToShow, message) => {
    expect(messageAt(withBlocks([carousel({ slidesToShow })]), "blocks[0].slidesToShow")).toBe(
      message,
    );
  });

  test("refuses an autoplaySpeed under the minimum", () => {
    expect(
      messageAt(
        withBlocks([carousel({ autoplaySpeed: CAROUSEL_MIN_AUTOPLAY_SPEED_MS - 1 })]),
        "blocks[0].autoplaySpeed",
      ),
    ).toBe(`must be at least ${CAROUSEL_MIN_AUTOPLAY_SPEED_MS}`);
  });

  test("refuses autoplay and loop that are not booleans, and a blank label", () => {
    expect(issuesOf(withBlocks([carousel({ autoplay: "yes", loop: 1, label: "" })]))).toEqual([
      { path: "blocks[0].label", message: "must not be empty or only spaces" },
      { path: "blocks[0].autoplay", message: "must be a boolean" },
      { path: "blocks[0].loop", message: "must be a boolean" },
    ]);
  });
});
