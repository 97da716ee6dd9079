import { GRID_BREAKPOINTS } from "@formwright/core";
import type { CSSProperties } from "react";
import { type PerPageBreakpoint, pageBreakpointNames } from "../page-grid/page-breakpoints";

/** Most slides shown side by side between the page grid's first and second breakpoints. */
const MEDIUM_SCREEN_MAX_SLIDES = 2;

/**
 * How many slides a carousel shows at once on each breakpoint of the page
 * grid (set B): one below the first breakpoint (phones), at most two up to the
 * second (tablets), then `slidesToShow`.
 *
 * @example
 * slidesPerView(3); // { base: 1, md: 2, lg: 3, xl: 3 }
 */
export function slidesPerView(slidesToShow: number): PerPageBreakpoint<number> {
  return {
    base: 1,
    md: Math.min(MEDIUM_SCREEN_MAX_SLIDES, slidesToShow),
    lg: slidesToShow,
    xl: slidesToShow,
  };
}

function perViewProperty(breakpoint: keyof PerPageBreakpoint<number>): string {
  return `--fw-carousel-per-view-${breakpoint}`;
}

/**
 * The inline style that tells {@link carouselCss} how many slides to show per
 * breakpoint.
 *
 * @example
 * carouselPerViewStyle(slidesPerView(3));
 * // { "--fw-carousel-per-view-base": "1", "--fw-carousel-per-view-md": "2", ... }
 */
export function carouselPerViewStyle(perView: PerPageBreakpoint<number>): CSSProperties {
  return Object.fromEntries(
    Object.entries(perView).map(([breakpoint, count]) => [
      perViewProperty(breakpoint as keyof PerPageBreakpoint<number>),
      String(count),
    ]),
  ) as CSSProperties;
}

/**
 * The slide-width CSS of carousels, generated from breakpoint set B: each
 * slide takes `1 / per-view` of the viewport, per breakpoint.
 *
 * @example
 * carouselCss();
 * // ".fw-carousel__slide{flex:0 0 calc(100% / var(--fw-carousel-per-view-base,1))}
 * //  @media (min-width:768px){.fw-carousel__slide{flex-basis:calc(100% / var(--fw-carousel-per-view-md,1))}} ..."
 */
export function carouselCss(): string {
  const rules = [`.fw-carousel__slide{flex:0 0 calc(100% / var(${perViewProperty("base")},1))}`];
  for (const breakpoint of pageBreakpointNames()) {
    rules.push(
      `@media (min-width:${GRID_BREAKPOINTS[breakpoint]}px){.fw-carousel__slide{flex-basis:calc(100% / var(${perViewProperty(breakpoint)},1))}}`,
    );
  }
  return rules.join("\n");
}
