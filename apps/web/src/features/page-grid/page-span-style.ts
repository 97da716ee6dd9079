import { GRID_COLUMNS, type PageWidth } from "@formwright/core";
import type { CSSProperties } from "react";
import { pageBreakpointNames, pageSpanProperty } from "./page-breakpoints";

/** A width as a whole number of columns, kept inside the grid. */
export function toSpan(value: number): number {
  // Widths come from JSON documents: keep a stray value inside the grid.
  const span = Math.min(Math.max(Math.round(value), 1), GRID_COLUMNS);
  return Number.isFinite(span) ? span : GRID_COLUMNS;
}

/** A width as spans per breakpoint of set B; a plain number is the smallest breakpoint's. */
export function spansOf(width: PageWidth | undefined): Partial<Record<string, number>> {
  if (width === undefined) return {};
  if (typeof width !== "number") return width;
  const [smallest] = pageBreakpointNames();
  return smallest === undefined ? {} : { [smallest]: width };
}

/**
 * The inline style that gives a content block its width on the page grid:
 * one `--fw-page-span-<breakpoint>` custom property per breakpoint set. A
 * plain number applies from the first breakpoint of set B (`md`) up. No
 * width, no style (full width).
 *
 * @example
 * pageSpanStyle(6); // { "--fw-page-span-md": "6" }
 * pageSpanStyle({ md: 6, xl: 4 }); // { "--fw-page-span-md": "6", "--fw-page-span-xl": "4" }
 */
export function pageSpanStyle(width: PageWidth | undefined): CSSProperties | undefined {
  if (width === undefined) return undefined;
  const spans = spansOf(width);
  const style: Record<string, string> = {};
  for (const breakpoint of pageBreakpointNames()) {
    const span = spans[breakpoint];
    if (span !== undefined) style[pageSpanProperty(breakpoint)] = String(toSpan(span));
  }
  return style as CSSProperties;
}
