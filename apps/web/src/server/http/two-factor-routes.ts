import type { IncomingMessage, ServerResponse } from "node:http";
import { ROUTE_ACCESS, type RouteAction } from "../../lib/permissions";
import { TWO_FACTOR_REQUIRED } from "../../lib/two-factor";
import type { Database } from "../db/database";
import { sessionTokenFrom } from "../services/auth/actor";
import { validateSession } from "../services/auth/sessions";
import { isTwoFactorEnabled } from "../services/auth/two-factor/two-factor";

/**
 * FORMWRIGHT_REQUIRE_2FA=1 for the HTTP routes behind a sign-in (CSV export,
 * uploads, respondents' files), as for GraphQL (graphql/two-factor-gate.ts):
 * whether a request must be looked at, without a query: a route behind a
 * sign-in, with a session cookie and no bearer credential (keys are not
 * people). A request without a valid session is the route's own to refuse.
 */
export function mayLackTwoFactor(input: { req: IncomingMessage; action: RouteAction }): boolean {
  const { req, action } = input;
  return (
    ROUTE_ACCESS[action] !== "public" &&
    !req.headers.authorization &&
    sessionTokenFrom(req.headers.cookie) !== undefined
  );
}

/** Whether the request's session is of a user without two-factor sign-in. */
export async function lacksTwoFactor(db: Database, req: IncomingMessage): Promise<boolean> {
  const token = sessionTokenFrom(req.headers.cookie);
  const session = token ? await validateSession(db, token) : null;
  return session !== null && !(await isTwoFactorEnabled(db, session.userId));
}

/** The refusal of such a request: 403 with the words GraphQL gives. */
export function refuseWithoutTwoFactor(res: ServerResponse): void {
  res
    .writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
    .end(TWO_FACTOR_REQUIRED.message);
}
