import { CAROUSEL_SLIDES_TO_SHOW, GRID_BREAKPOINTS } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { carouselCss, carouselPerViewStyle, slidesPerView } from "./carousel-layout";

describe("slidesPerView", () => {
  it("shows one slide on phones, at most two on tablets, slidesToShow from lg up", () => {
    expect(slidesPerView(CAROUSEL_SLIDES_TO_SHOW)).toEqual({
      base: 1,
      md: 2,
      lg: CAROUSEL_SLIDES_TO_SHOW,
      xl: CAROUSEL_SLIDES_TO_SHOW,
    });
    expect(slidesPerView(1)).toEqual({ base: 1, md: 1, lg: 1, xl: 1 });
  });
});

describe("carouselPerViewStyle", () => {
  it("sets one custom property per breakpoint", () => {
    expect(carouselPerViewStyle(slidesPerView(4))).toEqual({
      "--fw-carousel-per-view-base": "1",
      "--fw-carousel-per-view-md": "2",
      "--fw-carousel-per-view-lg": "4",
      "--fw-carousel-per-view-xl": "4",
    });
  });
});

describe("carouselCss", () => {
  const css = carouselCss();

  it("sizes slides for the base view, then once per breakpoint of set B", () => {
    expect(css.split("\n")[0]).toBe(
      ".fw-carousel__slide{flex:0 0 calc(100% / var(--fw-carousel-per-view-base,1))}",
    );
    const widths = [...css.matchAll(/@media \(min-width:(\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toEqual(Object.values(GRID_BREAKPOINTS).sort((a, b) => a - b));
  });

  it("reads each breakpoint's own per-view property", () => {
    expect(css).toContain(
      `@media (min-width:${GRID_BREAKPOINTS.lg}px){.fw-carousel__slide{flex-basis:calc(100% / var(--fw-carousel-per-view-lg,1))}}`,
    );
  });
});
