import type { FormFunnel } from "./funnel-api";

/** One bar of the funnel. */
export interface FunnelStepRow {
  key: string;
  label: string;
  count: number;
  /** Share of the views, 0 to 1 (null before any view). */
  ofViews: number | null;
}

/**
 * The funnel's steps in order: views, starts, each later page reached or
 * passed (a page skip logic passed over counts as passed, so no page is
 * above the one before), and completions, each with its share of the views.
 *
 * @example
 * funnelSteps({ views: 10, starts: 5, pages: [{ page: 2, reached: 3 }], completions: 2, ... });
 * // [{ label: "Viewed", count: 10, ofViews: 1 }, { label: "Started", ... }, { label: "Reached or passed page 2", ... }, { label: "Completed", ... }]
 */
export function funnelSteps(
  funnel: Pick<FormFunnel, "views" | "starts" | "pages" | "completions">,
): FunnelStepRow[] {
  const share = (count: number) => (funnel.views === 0 ? null : count / funnel.views);
  return [
    { key: "views", label: "Viewed", count: funnel.views },
    { key: "starts", label: "Started", count: funnel.starts },
    ...funnel.pages.map((p) => ({
      key: `page-${p.page}`,
      label: `Reached or passed page ${p.page}`,
      count: p.reached,
    })),
    { key: "completions", label: "Completed", count: funnel.completions },
  ].map((step) => ({ ...step, ofViews: share(step.count) }));
}

/**
 * A share as a percentage with at most one decimal ("42.5%"), or "–" without one.
 *
 * @example
 * formatShare(0.4251); // "42.5%"
 */
export function formatShare(share: number | null): string {
  if (share === null) return "–";
  return `${Math.round(share * 1000) / 10}%`;
}

/**
 * A duration in seconds as people read it: "45 s", "2 min 5 s", "1 h 3 min".
 *
 * @example
 * formatDuration(125); // "2 min 5 s"
 */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 === 0 ? `${minutes} min` : `${minutes} min ${whole % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
