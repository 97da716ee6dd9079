import { FIELD_BREAKPOINTS, GRID_COLUMNS } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fieldGridCss } from "./field-grid-css";

describe("fieldGridCss", () => {
  const css = fieldGridCss();

  it("makes a grid of GRID_COLUMNS columns", () => {
    expect(css).toContain(`grid-template-columns:repeat(${GRID_COLUMNS},minmax(0,1fr))`);
  });

  it("makes every field full width below the smallest breakpoint", () => {
    expect(css).toMatch(
      new RegExp(`^\\.fw-grid>\\.fw-field\\{grid-column:span ${GRID_COLUMNS}\\}$`, "m"),
    );
  });

  it("has one media query per breakpoint of set A, from the constants, smallest first", () => {
    const widths = [...css.matchAll(/@media \(min-width:(\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toEqual(Object.values(FIELD_BREAKPOINTS).sort((a, b) => a - b));
  });

  it("falls back from each breakpoint to the smaller ones, then to full width", () => {
    expect(css).toContain(
      `@media (min-width:${FIELD_BREAKPOINTS.sm}px){.fw-grid>.fw-field{grid-column:span var(--fw-span-sm,var(--fw-span-xs,${GRID_COLUMNS}))}}`,
    );
    expect(css).toContain(
      "var(--fw-span-xl,var(--fw-span-lg,var(--fw-span-md,var(--fw-span-sm,var(--fw-span-xs,12)))))",
    );
  });
});
