import { type AccessDecision, checkAccess, isRole, type PageAction } from "./permissions";

/** Who is asking for a page: the role as the API names it, or nobody. */
export interface PageVisitor {
  role: string;
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
 * role itself. A role the table does not know counts as signed out.
 *
 * @example
 * pageDecision({ role: "EDITOR" }, "/admin/users"); // { status: "forbidden", needed: "owner", … }
 */
export function pageDecision<V extends PageVisitor>(
  viewer: V | null,
  page: PageAction,
): PageDecision<V> {
  const role = viewer?.role.toLowerCase();
  if (!viewer || !isRole(role)) return { status: "signed-out" };
  const decision = checkAccess(role, page);
  if (decision.allowed) return { status: "allowed", viewer };
  if (decision.reason === "forbidden")
    return { status: "forbidden", viewer, needed: decision.needed };
  return { status: "signed-out" };
}
