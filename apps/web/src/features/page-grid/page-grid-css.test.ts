import { GRID_BREAKPOINTS, GRID_COLUMNS } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { PAGE_GRID_GUTTERS } from "./page-breakpoints";
import { pageGridCss } from "./page-grid-css";

describe("pageGridCss", () => {
  const css = pageGridCss();

  it("makes a grid of GRID_COLUMNS equal columns with the base gutter", () => {
    expect(css.split("\n")[0]).toBe(
      `.fw-grid.fw-page-grid{display:grid;grid-template-columns:repeat(${GRID_COLUMNS},minmax(0,1fr));column-gap:${PAGE_GRID_GUTTERS.base}}`,
    );
  });

  it("makes every content block full width below the first breakpoint", () => {
    expect(css).toMatch(
      new RegExp(
        `^\\.fw-grid\\.fw-page-grid>\\.fw-block\\{grid-column:span ${GRID_COLUMNS};min-width:0\\}$`,
        "m",
      ),
    );
  });

  it("has one media query per breakpoint of set B, from the constants, smallest first", () => {
    const widths = [...css.matchAll(/@media \(min-width:(\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toEqual(Object.values(GRID_BREAKPOINTS).sort((a, b) => a - b));
  });

  it("widens the gutter at each breakpoint", () => {
    for (const [name, px] of Object.entries(GRID_BREAKPOINTS)) {
      const gutter = PAGE_GRID_GUTTERS[name as keyof typeof GRID_BREAKPOINTS];
      expect(css).toContain(
        `@media (min-width:${px}px){.fw-grid.fw-page-grid{column-gap:${gutter}}`,
      );
    }
  });

  it("falls back from each breakpoint to the smaller ones, then to full width", () => {
    expect(css).toContain(
      `@media (min-width:${GRID_BREAKPOINTS.md}px){.fw-grid.fw-page-grid{column-gap:${PAGE_GRID_GUTTERS.md}}.fw-grid.fw-page-grid>.fw-block{grid-column:span var(--fw-page-span-md,${GRID_COLUMNS})}}`,
    );
    expect(css).toContain(
      `grid-column:span var(--fw-page-span-xl,var(--fw-page-span-lg,var(--fw-page-span-md,${GRID_COLUMNS})))`,
    );
  });

  it("repeats no breakpoint or column number that is not in the constants", () => {
    const numbers = new Set([...css.matchAll(/(\d+)px/g)].map((m) => Number(m[1])));
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Object.values(GRID_BREAKPOINTS).sort((a, b) => a - b),
    );
  });
});
