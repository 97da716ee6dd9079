import { GRID_BREAKPOINTS, GRID_COLUMNS, type PageWidth } from "@formwright/core";
import { type PerPageBreakpoint, pageBreakpointNames } from "../page-grid/page-breakpoints";
import { resolvePageSpans } from "../page-grid/resolve-page-spans";

const ONE_PER_VIEW: PerPageBreakpoint<number> = { base: 1, md: 1, lg: 1, xl: 1 };

function viewportPercent(span: number, perView: number): string {
  return `${Math.ceil((span / GRID_COLUMNS / perView) * 100)}vw`;
}

/**
 * The `sizes` attribute of an image on the page grid: the share of the
 * viewport it takes below the first breakpoint and from each breakpoint of set
 * B up, given the block's `width` and how many images sit side by side
 * (carousel slides). The browser then picks the smallest width of the
 * optimizer's srcset that fills it. Breakpoints that change nothing are left out.
 *
 * @example
 * pageImageSizes({ width: { lg: 6 } }); // "(min-width: 1024px) 50vw, 100vw"
 * pageImageSizes({ perView: { base: 1, md: 2, lg: 3, xl: 3 } });
 * // "(min-width: 1024px) 34vw, (min-width: 768px) 50vw, 100vw"
 */
export function pageImageSizes({
  width,
  perView = ONE_PER_VIEW,
}: {
  width?: PageWidth;
  perView?: PerPageBreakpoint<number>;
}): string {
  const spans = resolvePageSpans(width);
  const base = viewportPercent(spans.base, perView.base);
  const parts: string[] = [];
  let smaller = base;
  for (const breakpoint of pageBreakpointNames()) {
    const size = viewportPercent(spans[breakpoint], perView[breakpoint]);
    if (size !== smaller) parts.unshift(`(min-width: ${GRID_BREAKPOINTS[breakpoint]}px) ${size}`);
    smaller = size;
  }
  return [...parts, base].join(", ");
}
