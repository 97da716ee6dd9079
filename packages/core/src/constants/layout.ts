/**
 * Layout (SPEC §9): the field-width and page-grid breakpoints, the grid's columns, and the wait after an orientation change.
 */

/**
 * Breakpoint set A: responsive field widths, min-width in CSS pixels, keyed by
 * the name a `width` object uses.
 */
export const FIELD_BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1600,
} as const;

/** Names of breakpoint set A, smallest first. */
export type FieldBreakpoint = keyof typeof FIELD_BREAKPOINTS;

/** Breakpoint set B: the page grid's breakpoints (min-width, CSS pixels). */
export const GRID_BREAKPOINTS = {
  md: 768,
  lg: 1024,
  xl: 1440,
} as const;

/** Names of breakpoint set B, smallest first. */
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;

/** Columns of the page grid (breakpoint set B) and of field widths. */
export const GRID_COLUMNS = 12;

/** Delay before re-measuring after a device orientation change, in milliseconds. */
export const ORIENTATION_CHANGE_DELAY_MS = 500;
