import { CSRF_HEADER } from "@formwright/core";

/** The steps the page reports for the completion funnel (`FunnelEvent` of the API). */
export type FunnelStep = "VIEW" | "START" | "PAGE";

const RECORD_FORM_EVENT = /* GraphQL */ `
  mutation RecordFormEvent($slug: String!, $event: FunnelEvent!, $page: Int) {
    recordFormEvent(slug: $slug, event: $event, page: $page)
  }
`;

/** Whether this tab already reported the step (a reload or Back counts once), marking it if not. */
function isReported(key: string): boolean {
  try {
    if (window.sessionStorage.getItem(key) !== null) return true;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage blocked: count the step, perhaps twice.
  }
  return false;
}

/**
 * Reports a step of the completion funnel: the form seen (`VIEW`), the first
 * answer (`START`), a later page reached or passed (`PAGE` with its number). Once per
 * tab and step; no cookie is sent or set, and nothing about the respondent
 * goes with it. Fire and forget: a lost report never holds up the form.
 *
 * @example
 * reportFunnelStep("demo", "VIEW");
 */
export function reportFunnelStep(slug: string, event: FunnelStep, page?: number): void {
  if (isReported(`fw-funnel:${slug}:${event}:${page ?? ""}`)) return;
  void fetch("/api/graphql", {
    method: "POST",
    credentials: "omit",
    keepalive: true,
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
    body: JSON.stringify({ query: RECORD_FORM_EVENT, variables: { slug, event, page } }),
  }).catch(() => {});
}
