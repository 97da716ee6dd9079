import { GRID_COLUMNS, type PageWidth } from "@formwright/core";
import { type PerPageBreakpoint, pageBreakpointNames } from "./page-breakpoints";
import { spansOf, toSpan } from "./page-span-style";

// A module of its own: only an image's `sizes` needs it, so a form's first load does without.
/**
 * The columns a content block spans below the first breakpoint (`base`,
 * always all of them) and from each breakpoint of set B up, after falling
 * back to smaller breakpoints: what {@link pageGridCss} makes the browser
 * compute, for code that needs it (image `sizes`).
 *
 * @example
 * resolvePageSpans({ lg: 6 }); // { base: 12, md: 12, lg: 6, xl: 6 }
 */
export function resolvePageSpans(width: PageWidth | undefined): PerPageBreakpoint<number> {
  const spans = spansOf(width);
  const resolved = { base: GRID_COLUMNS } as PerPageBreakpoint<number>;
  let current = GRID_COLUMNS;
  for (const breakpoint of pageBreakpointNames()) {
    const span = spans[breakpoint];
    if (span !== undefined) current = toSpan(span);
    resolved[breakpoint] = current;
  }
  return resolved;
}
