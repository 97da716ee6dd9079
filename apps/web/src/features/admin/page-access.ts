import { redirect } from "next/navigation";
import { type PageDecision, pageDecision } from "../../lib/page-decision";
import type { PageAction } from "../../lib/permissions";
import { twoFactorRedirect } from "../../lib/two-factor";
import { type AdminViewer, getAdminSession } from "./session";

/**
 * What the page `page` (its entry in the permission table, e.g.
 * `"/admin/forms/[id]"`) does for this request's visitor, asked on the
 * server before anything renders. Every page under `/admin` and `/preview`
 * calls this with its own entry; the role sweep test fails when one does not.
 * With FORMWRIGHT_REQUIRE_2FA=1, a user without two-factor sign-in is sent
 * to the account page to set it up, from every other page.
 */
export async function checkPage(page: PageAction): Promise<PageDecision<AdminViewer>> {
  const { viewer } = await getAdminSession();
  const decision = pageDecision(viewer, page);
  const setUpFirst =
    decision.status === "signed-out" ? null : twoFactorRedirect(decision.viewer, page);
  if (setUpFirst) redirect(setUpFirst);
  return decision;
}
