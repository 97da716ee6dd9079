import { type PageDecision, pageDecision } from "../../lib/page-decision";
import type { PageAction } from "../../lib/permissions";
import { type AdminViewer, getAdminSession } from "./session";

/**
 * What the page `page` (its entry in the permission table, e.g.
 * `"/admin/forms/[id]"`) does for this request's visitor, asked on the
 * server before anything renders. Every page under `/admin` and `/preview`
 * calls this with its own entry; the role sweep test fails when one does not.
 */
export async function checkPage(page: PageAction): Promise<PageDecision<AdminViewer>> {
  const { viewer } = await getAdminSession();
  return pageDecision(viewer, page);
}
