import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookie, serialize } from "cookie";
import type { AuthErrorCode } from "../../lib/auth-messages";
import type { Database } from "../db/database";
import { log } from "../observability/logger";
import { recordAudit } from "../services/audit/audit-log";
import { type OidcSignIn, OidcSignInError } from "../services/auth/oidc-client";
import { OIDC_FLOW_LIFETIME_MS, openFlow, sealFlow } from "../services/auth/oidc-flow";
import { deleteExpiredSessions } from "../services/auth/sessions";
import { ssoAccount } from "../services/auth/sso-accounts";
import { type AuthRouteOptions, startSession } from "./auth-routes";
import { requestAddress } from "./client-address";
import { isHttps } from "./proxy-headers";
import { safeNext } from "./safe-next";
import { codeStepFor, codeStepPage, twoFactorCookie } from "./two-factor-sign-in";

/** Paths of single sign-on: the sign-in page's button goes to `start`; the provider sends people back to `callback`. */
export const OIDC_PATHS = {
  start: "/api/auth/oidc/start",
  callback: "/api/auth/oidc/callback",
} as const;

/** The cookie that carries the sealed flow (with the `__Host-` prefix over HTTPS). */
export const OIDC_FLOW_COOKIE = "fw_oidc";
const SECURE_OIDC_FLOW_COOKIE = `__Host-${OIDC_FLOW_COOKIE}`;

/** The auth routes' options with single sign-on configured. */
export type OidcRouteOptions = AuthRouteOptions & { oidc: OidcSignIn };

/**
 * HttpOnly and SameSite=Lax: the provider's redirect back is a top-level GET
 * from another site, which Lax lets through, while no other site's page can
 * read or post it.
 */
function flowCookie(req: IncomingMessage, value: string, maxAgeS: number): string {
  const secure = isHttps(req);
  return serialize(secure ? SECURE_OIDC_FLOW_COOKIE : OIDC_FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: maxAgeS,
  });
}

function flowCookieFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const cookies = parseCookie(header);
  return (isHttps(req) ? cookies[SECURE_OIDC_FLOW_COOKIE] : undefined) ?? cookies[OIDC_FLOW_COOKIE];
}

function onlyGet(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === "GET") return true;
  res.writeHead(405, { allow: "GET", "content-type": "text/plain" }).end("Use GET");
  return false;
}

function redirect(res: ServerResponse, location: string, cookies: string[]) {
  res.writeHead(303, { location, "cache-control": "no-store", "set-cookie": cookies }).end();
}

/** Back to the sign-in page with one of its fixed messages; the flow is forgotten. */
function refuse(req: IncomingMessage, res: ServerResponse, code: AuthErrorCode) {
  redirect(res, `/admin?error=${code}`, [flowCookie(req, "", 0)]);
}

/** A refused single sign-on in the audit log: why, and the email only when the provider vouched for it. */
function recordRefusal(
  db: Database,
  req: IncomingMessage,
  options: OidcRouteOptions,
  failure: { reason: AuthErrorCode; email: string | null },
) {
  return recordAudit(db, {
    action: "user.sign_in_failed",
    actor: { kind: "anonymous", email: failure.email },
    address: requestAddress(req, options.trustProxy),
    target: null,
    details: { method: "oidc", reason: failure.reason },
  });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `GET /api/auth/oidc/start?next=/admin/...`: seals a new flow (`state`,
 * `nonce`, PKCE verifier, the page to return to) in a short-lived cookie and
 * sends the browser to the provider.
 */
export async function handleOidcStart(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  options: OidcRouteOptions,
): Promise<void> {
  if (!onlyGet(req, res)) return;
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const next = safeNext(query.get("next") ?? undefined, "/admin");
  let begun: Awaited<ReturnType<OidcSignIn["begin"]>>;
  try {
    begun = await options.oidc.begin();
  } catch (error) {
    if (!(error instanceof OidcSignInError)) throw error;
    log().warn({ err: error.cause ?? error }, error.message);
    return refuse(req, res, error.code);
  }
  const sealed = await sealFlow(db, {
    ...begun.flow,
    next,
    expiresAt: Date.now() + OIDC_FLOW_LIFETIME_MS,
  });
  redirect(res, begun.url.href, [flowCookie(req, sealed, OIDC_FLOW_LIFETIME_MS / 1000)]);
}

/**
 * `GET /api/auth/oidc/callback?code=…&state=…`: the provider's answer. It is
 * taken only with this browser's flow cookie and its `state`; the code is
 * exchanged with the PKCE verifier and the ID token checked against the
 * `nonce`. The person's verified email finds (or, from an allowed domain,
 * makes) their account, and a session starts as with a password; with
 * two-factor sign-in on, the code step of `POST /api/auth/sign-in` comes
 * first (`?step=two-factor` on the page asked for).
 */
export async function handleOidcCallback(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  options: OidcRouteOptions,
): Promise<void> {
  if (!onlyGet(req, res)) return;
  const sealed = flowCookieFrom(req);
  const flow = sealed ? await openFlow(db, sealed) : null;
  // The registered redirect URI with the provider's parameters: what the provider sent the browser to.
  const callbackUrl = new URL(options.oidc.redirectUri);
  callbackUrl.search = new URL(req.url ?? "/", "http://localhost").search;
  const state = callbackUrl.searchParams.get("state");
  if (!flow || state === null || !sameText(state, flow.state)) {
    log().warn("single sign-on refused: no flow of this browser has this state");
    await recordRefusal(db, req, options, { reason: "sso-failed", email: null });
    return refuse(req, res, "sso-failed");
  }
  let identity: Awaited<ReturnType<OidcSignIn["finish"]>>;
  try {
    identity = await options.oidc.finish(callbackUrl, flow);
  } catch (error) {
    if (!(error instanceof OidcSignInError)) throw error;
    log().warn({ err: error.cause ?? error }, `single sign-on refused: ${error.message}`);
    await recordRefusal(db, req, options, { reason: error.code, email: null });
    return refuse(req, res, error.code);
  }
  const account = await ssoAccount(db, identity, options.oidc.settings, {
    address: requestAddress(req, options.trustProxy),
  });
  if ("refused" in account) {
    log().warn(`single sign-on refused (${account.refused}) for subject ${identity.subject}`);
    await recordRefusal(db, req, options, {
      reason: account.refused,
      // An address the provider did not verify is only a claim: not kept.
      email: account.refused === "sso-domain-not-allowed" ? identity.email : null,
    });
    return refuse(req, res, account.refused);
  }
  if (account.created) log().info(`account ${account.user.email} created by single sign-on`);
  // The provider is one factor: a user with two-factor sign-in goes to the
  // same code step as after a password, and gets a session only from it.
  const [challenge] = await Promise.all([
    codeStepFor(db, { userId: account.user.id, now: Date.now() }),
    deleteExpiredSessions(db),
  ]);
  if (challenge) {
    return redirect(res, codeStepPage(flow.next), [
      flowCookie(req, "", 0),
      twoFactorCookie(req, challenge),
    ]);
  }
  const session = await startSession(db, req, account.user, options);
  redirect(res, safeNext(flow.next, "/admin"), [flowCookie(req, "", 0), session]);
}
