import {
  type AccessDecision,
  checkAccess,
  isRole,
  isWorkspaceAction,
  type PageAction,
  PERMISSIONS,
} from "./permissions";

/** Who is asking for a page: the role as the API names it, or nobody. */
export interface PageVisitor {
  role: string;
  /**
   * Their highest role in any workspace (`me { workspaceRole }`), which
   * workspace pages are decided by (issue 34 §1); null for a member of none.
   * Absent: the role decides every page.
   */
  workspaceRole?: string | null;
}

/** What a page does for a visitor: the table's decision, with the visitor when there is one. */
export type PageDecision<V extends PageVisitor> =
  | { status: "signed-out" }
  | {
      status: "forbidden";
      viewer: V;
      needed: Extract<AccessDecision, { reason: "forbidden" }>["needed"];
    }
  | { status: "allowed"; viewer: V };

/**
 * The permission table's answer for one page entry and one visitor: the
 * same `checkAccess` the API and the HTTP routes ask, so a page never reads a
 * role itself. A role the table does not know counts as signed out. A page of
 * a form asks here for the visitor's best role anywhere; the form itself comes
 * from the API, which refuses a form of a workspace they are no member of.
 *
 * @example
 * pageDecision({ role: "EDITOR" }, "/admin/users"); // { status: "forbidden", needed: "owner", … }
 */
export function pageDecision<V extends PageVisitor>(
  viewer: V | null,
  page: PageAction,
): PageDecision<V> {
  const instanceRole = viewer?.role.toLowerCase();
  if (!viewer || !isRole(instanceRole)) return { status: "signed-out" };
  const workspaceRole = viewer.workspaceRole?.toLowerCase();
  const role =
    viewer.workspaceRole === undefined || !isWorkspaceAction(page)
      ? instanceRole
      : isRole(workspaceRole)
        ? workspaceRole
        : null;
  const access = PERMISSIONS[page];
  if (role === null && access !== "public") return { status: "forbidden", viewer, needed: access };
  const decision = checkAccess(role, page);
  if (decision.allowed) return { status: "allowed", viewer };
  if (decision.reason === "forbidden")
    return { status: "forbidden", viewer, needed: decision.needed };
  return { status: "signed-out" };
}
