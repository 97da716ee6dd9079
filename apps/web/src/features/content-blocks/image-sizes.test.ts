import { GRID_BREAKPOINTS } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { pageImageSizes } from "./image-sizes";

const { md, lg, xl } = GRID_BREAKPOINTS;

describe("pageImageSizes", () => {
  it("is the full viewport for a full-width block", () => {
    expect(pageImageSizes({})).toBe("100vw");
  });

  it("shrinks from the breakpoint where the block gets narrower", () => {
    expect(pageImageSizes({ width: { lg: 6 } })).toBe(`(min-width: ${lg}px) 50vw, 100vw`);
    expect(pageImageSizes({ width: { md: 6, xl: 4 } })).toBe(
      `(min-width: ${xl}px) 34vw, (min-width: ${md}px) 50vw, 100vw`,
    );
  });

  it("divides by the images shown side by side", () => {
    expect(pageImageSizes({ perView: { base: 1, md: 2, lg: 3, xl: 3 } })).toBe(
      `(min-width: ${lg}px) 34vw, (min-width: ${md}px) 50vw, 100vw`,
    );
  });

  it("combines a block width with several images per view", () => {
    expect(pageImageSizes({ width: 6, perView: { base: 1, md: 2, lg: 2, xl: 2 } })).toBe(
      `(min-width: ${md}px) 25vw, 100vw`,
    );
  });
});
