import { GRID_BREAKPOINTS, type GridBreakpoint } from "@formwright/core";

/**
 * Names of breakpoint set B (the page grid), smallest min-width first.
 *
 * @example
 * pageBreakpointNames(); // ["md", "lg", "xl"]
 */
export function pageBreakpointNames(): GridBreakpoint[] {
  return (Object.keys(GRID_BREAKPOINTS) as GridBreakpoint[]).sort(
    (a, b) => GRID_BREAKPOINTS[a] - GRID_BREAKPOINTS[b],
  );
}

/**
 * The CSS custom property that holds a content block's page-grid span from a
 * breakpoint up.
 *
 * @example
 * pageSpanProperty("md"); // "--fw-page-span-md"
 */
export function pageSpanProperty(breakpoint: GridBreakpoint): `--fw-page-span-${GridBreakpoint}` {
  return `--fw-page-span-${breakpoint}`;
}

/** A value for below the smallest page breakpoint (`base`) and for each breakpoint of set B. */
export type PerPageBreakpoint<T> = Record<"base" | GridBreakpoint, T>;

/**
 * Gutter between the page grid's columns, below the first breakpoint and from
 * each breakpoint of set B up. Design values, not seed constants: the grid
 * widens its gutters as the screen grows.
 */
export const PAGE_GRID_GUTTERS: PerPageBreakpoint<string> = {
  base: "1rem",
  md: "1.25rem",
  lg: "1.5rem",
  xl: "2rem",
};
