import { FIELD_BREAKPOINTS, GRID_COLUMNS } from "@formwright/core";
import { fieldBreakpointNames, spanProperty } from "./field-breakpoints";

/**
 * The layout CSS of {@link FieldGrid}, generated from the constants: a
 * grid of `GRID_COLUMNS` columns where every field spans all of them below the
 * smallest breakpoint, and from each breakpoint of set A up spans the value of
 * its `--fw-span-<breakpoint>` custom property, falling back to the nearest
 * smaller breakpoint that is set, then to full width.
 *
 * @example
 * fieldGridCss();
 * // ".fw-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr))}
 * //  .fw-grid>.fw-field{grid-column:span 12}
 * //  @media (min-width:480px){.fw-grid>.fw-field{grid-column:span var(--fw-span-xs,12)}} ..."
 */
export function fieldGridCss(): string {
  const rules = [
    `.fw-grid{display:grid;grid-template-columns:repeat(${GRID_COLUMNS},minmax(0,1fr))}`,
    `.fw-grid>.fw-field{grid-column:span ${GRID_COLUMNS}}`,
  ];
  let fallback = String(GRID_COLUMNS);
  for (const breakpoint of fieldBreakpointNames()) {
    fallback = `var(${spanProperty(breakpoint)},${fallback})`;
    rules.push(
      `@media (min-width:${FIELD_BREAKPOINTS[breakpoint]}px){.fw-grid>.fw-field{grid-column:span ${fallback}}}`,
    );
  }
  return rules.join("\n");
}
