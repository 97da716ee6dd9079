import { GRID_COLUMNS } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { pageSpanStyle } from "./page-span-style";
import { resolvePageSpans } from "./resolve-page-spans";

describe("pageSpanStyle", () => {
  it("gives no style without a width (full width)", () => {
    expect(pageSpanStyle(undefined)).toBeUndefined();
  });

  it("applies a plain number from the first page breakpoint up", () => {
    expect(pageSpanStyle(6)).toEqual({ "--fw-page-span-md": "6" });
  });

  it("sets one property per breakpoint given", () => {
    expect(pageSpanStyle({ md: 6, xl: 4 })).toEqual({
      "--fw-page-span-md": "6",
      "--fw-page-span-xl": "4",
    });
  });

  it("keeps a stray value inside the grid", () => {
    expect(pageSpanStyle({ md: 0, lg: 99, xl: 2.6 })).toEqual({
      "--fw-page-span-md": "1",
      "--fw-page-span-lg": String(GRID_COLUMNS),
      "--fw-page-span-xl": "3",
    });
  });
});

describe("resolvePageSpans", () => {
  it("is full width everywhere without a width", () => {
    expect(resolvePageSpans(undefined)).toEqual({
      base: GRID_COLUMNS,
      md: GRID_COLUMNS,
      lg: GRID_COLUMNS,
      xl: GRID_COLUMNS,
    });
  });

  it("is full width below the first breakpoint and falls back to smaller breakpoints", () => {
    expect(resolvePageSpans({ lg: 6 })).toEqual({
      base: GRID_COLUMNS,
      md: GRID_COLUMNS,
      lg: 6,
      xl: 6,
    });
    expect(resolvePageSpans(4)).toEqual({ base: GRID_COLUMNS, md: 4, lg: 4, xl: 4 });
  });
});
