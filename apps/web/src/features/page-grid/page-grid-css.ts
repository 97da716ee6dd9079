import { GRID_BREAKPOINTS, GRID_COLUMNS } from "@formwright/core";
import { PAGE_GRID_GUTTERS, pageBreakpointNames, pageSpanProperty } from "./page-breakpoints";

/** The page grid's selector: a field grid that is also the page grid (see {@link PageGrid}). */
const GRID = ".fw-grid.fw-page-grid";

/**
 * The layout CSS of {@link PageGrid}, generated from the constants (breakpoint
 * set B and the column count): `GRID_COLUMNS` equal columns whose gutter
 * widens at each breakpoint; every content block (`.fw-block`) spans all
 * columns below the first breakpoint, and from each breakpoint up spans its
 * `--fw-page-span-<breakpoint>` custom property, falling back to the nearest
 * smaller breakpoint that is set, then to full width. Field blocks keep the
 * field grid's rules (breakpoint set A) in the same columns.
 *
 * @example
 * pageGridCss();
 * // ".fw-grid.fw-page-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));column-gap:1rem}
 * //  .fw-grid.fw-page-grid>.fw-block{grid-column:span 12;min-width:0}
 * //  @media (min-width:768px){.fw-grid.fw-page-grid{column-gap:1.25rem}.fw-grid.fw-page-grid>.fw-block{grid-column:span var(--fw-page-span-md,12)}} ..."
 */
export function pageGridCss(): string {
  const rules = [
    `${GRID}{display:grid;grid-template-columns:repeat(${GRID_COLUMNS},minmax(0,1fr));column-gap:${PAGE_GRID_GUTTERS.base}}`,
    `${GRID}>.fw-block{grid-column:span ${GRID_COLUMNS};min-width:0}`,
  ];
  let fallback = String(GRID_COLUMNS);
  for (const breakpoint of pageBreakpointNames()) {
    fallback = `var(${pageSpanProperty(breakpoint)},${fallback})`;
    rules.push(
      `@media (min-width:${GRID_BREAKPOINTS[breakpoint]}px){${GRID}{column-gap:${PAGE_GRID_GUTTERS[breakpoint]}}${GRID}>.fw-block{grid-column:span ${fallback}}}`,
    );
  }
  return rules.join("\n");
}
