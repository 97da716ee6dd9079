import type { IncomingMessage, ServerResponse } from "node:http";
import { isEmailAddress } from "@formwright/core";
import { serialize } from "cookie";
import {
  AUTH_MESSAGES,
  type AuthErrorCode,
  authErrorCodeOf,
  tooManyAttempts,
} from "../../lib/auth-messages";
import type { Database } from "../db/database";
import { audited, recordAudit } from "../services/audit/audit-log";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionTokenFrom } from "../services/auth/actor";
import type { OidcSignIn } from "../services/auth/oidc-client";
import { resetPassword } from "../services/auth/password-resets";
import {
  createSession,
  DEFAULT_SESSION_MAX_AGE_DAYS,
  deleteExpiredSessions,
  deleteSession,
  validateSession,
} from "../services/auth/sessions";
import { forgetSetupCode, isSetupCode } from "../services/auth/setup-code";
import { clearSignInFailures, reserveSignInAttempt } from "../services/auth/sign-in-backoff";
import { isTwoFactorEnabled } from "../services/auth/two-factor/two-factor";
import {
  countUsers,
  createFirstOwner,
  findUser,
  findUserByEmail,
  verifyCredentials,
} from "../services/auth/users";
import { ServiceError } from "../services/errors";
import type { Limiter } from "../services/rate-limits";
import { clientAddress, requestAddress } from "./client-address";
import { isHttps } from "./proxy-headers";
import { BodyTooLargeError, readSmallBody } from "./read-body";
import { safeNext } from "./safe-next";
import { isSameOrigin } from "./same-origin";
import { codeStepFor, codeStepPage, signInWithCode, twoFactorCookie } from "./two-factor-sign-in";

/** What the auth routes need besides the database. */
export interface AuthRouteOptions {
  /** Sign-in attempts per client address (counted before the password is checked). */
  perAddress: Limiter;
  trustProxy: boolean;
  /** Days a session lasts at most (FORMWRIGHT_SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeDays?: number;
  /** FORMWRIGHT_SETUP_CODE, when the operator set one. */
  setupCode?: string;
  /** Single sign-on (FORMWRIGHT_OIDC_*), when configured: see oidc-routes.ts. */
  oidc?: OidcSignIn;
  /** False with FORMWRIGHT_PASSWORD_SIGNIN=0: sign-in and reset links refuse (default true). */
  passwordSignIn?: boolean;
}

/** Message of a failed sign-in; the same whether the email or the password was wrong. */
export const SIGN_IN_FAILED = AUTH_MESSAGES["sign-in-failed"].text;

/** Paths of the auth endpoints. */
export const AUTH_PATHS = {
  signIn: "/api/auth/sign-in",
  signOut: "/api/auth/sign-out",
  setup: "/api/auth/setup",
  reset: "/api/auth/reset",
} as const;

const DAY_S = 24 * 60 * 60;

function sessionCookie(req: IncomingMessage, token: string, maxAgeS: number): string {
  const secure = isHttps(req);
  return serialize(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: maxAgeS,
  });
}

function wantsJson(req: IncomingMessage): boolean {
  return (req.headers["content-type"] ?? "").startsWith("application/json");
}

function reply(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: {
    status: number;
    redirect: string;
    body: Record<string, unknown>;
    cookie?: string | string[];
  },
) {
  const headers: Record<string, string | string[]> = { "cache-control": "no-store" };
  if (outcome.cookie) headers["set-cookie"] = outcome.cookie;
  if (wantsJson(req)) {
    res.writeHead(outcome.status, { ...headers, "content-type": "application/json" });
    res.end(JSON.stringify(outcome.body));
  } else {
    res.writeHead(303, { ...headers, location: outcome.redirect });
    res.end();
  }
}

/** A refusal: JSON gets the message and its code, a form post goes back to `page?error=<code>`. */
function fail(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: {
    status: number;
    page: string;
    code: AuthErrorCode;
    text?: string;
    query?: string;
    cookie?: string;
  },
) {
  const text = outcome.text ?? AUTH_MESSAGES[outcome.code].text;
  const separator = outcome.page.includes("?") ? "&" : "?";
  return reply(req, res, {
    status: outcome.status,
    redirect: `${outcome.page}${separator}error=${outcome.code}${outcome.query ?? ""}`,
    body: { error: text, code: outcome.code, field: AUTH_MESSAGES[outcome.code].field },
    cookie: outcome.cookie,
  });
}

/**
 * Sign-in, sign-out, first-owner setup and password reset as plain form
 * posts, so they work before (and without) JavaScript. JSON bodies get JSON
 * replies instead of redirects.
 */
export async function handleAuthRoute(
  db: Database,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: AuthRouteOptions,
): Promise<void> {
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST", "content-type": "text/plain" }).end("Use POST");
    return;
  }
  if (!isSameOrigin(req)) {
    res.writeHead(403, { "content-type": "text/plain" }).end("Cross-site request refused");
    return;
  }
  let fields: Record<string, string>;
  try {
    fields = await readSmallBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      res.writeHead(413, { "content-type": "text/plain" }).end(error.message);
      return;
    }
    throw error;
  }

  if (path === AUTH_PATHS.signOut) {
    const token = sessionTokenFrom(req.headers.cookie);
    if (token) await signOut(db, req, token, options);
    return reply(req, res, {
      status: 200,
      redirect: "/admin",
      body: { ok: true },
      cookie: sessionCookie(req, "", 0),
    });
  }
  if (path === AUTH_PATHS.setup) return setup(db, req, res, fields, options);
  if (path === AUTH_PATHS.reset) return reset(db, req, res, fields, options);
  return signIn(db, req, res, fields, options);
}

/** Ends the session of `token`, recorded in the audit log when it was a user's. */
async function signOut(
  db: Database,
  req: IncomingMessage,
  token: string,
  options: AuthRouteOptions,
): Promise<void> {
  const session = await validateSession(db, token);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    await deleteSession(tx, token);
    if (!session) return;
    await recordAudit(tx, {
      action: "user.signed_out",
      actor: { kind: "user", userId: session.userId, email: session.email },
      address: requestAddress(req, options.trustProxy),
      target: { kind: "user", id: session.userId },
    });
  });
}

/** Starts a session for a user who proved who they are, and returns its cookie (every way of signing in ends here). */
export async function startSession(
  db: Database,
  req: IncomingMessage,
  user: { id: string; email: string },
  options: AuthRouteOptions,
): Promise<string> {
  const maxAgeDays = options.sessionMaxAgeDays ?? DEFAULT_SESSION_MAX_AGE_DAYS;
  // The session and its audit record are one transaction.
  const session = await audited(
    db,
    (tx) => createSession(tx, { userId: user.id, maxAgeDays }),
    () => ({
      action: "user.signed_in",
      actor: { kind: "user", userId: user.id, email: user.email },
      address: requestAddress(req, options.trustProxy),
      target: { kind: "user", id: user.id },
    }),
  );
  return sessionCookie(req, session.token, maxAgeDays * DAY_S);
}

/**
 * Records a sign-in refused for its credentials: the email tried (only when
 * it has an email's shape, so a password typed in the wrong box is never
 * kept), the account it names, and why; never the password.
 */
async function recordSignInFailure(
  db: Database,
  req: IncomingMessage,
  email: string,
  options: AuthRouteOptions,
): Promise<void> {
  const isEmail = isEmailAddress(email);
  const account = isEmail ? await findUserByEmail(db, email) : null;
  await recordAudit(db, {
    action: "user.sign_in_failed",
    actor: { kind: "anonymous", email: isEmail ? email : null },
    address: requestAddress(req, options.trustProxy),
    target: account ? { kind: "user", id: account.id } : null,
    details: {
      reason: !account ? "unknown_email" : account.isPending ? "no_password_set" : "wrong_password",
    },
  });
}

/**
 * Every attempt is counted before its password is checked, per address (a
 * plain limit; a success gives its point back) and per account (a growing
 * delay, see `sign-in-backoff.ts`), so parallel guesses cannot outrun the count.
 * A user with two-factor sign-in gets no session for the password: the code
 * step comes next (a post with `code` and no `password`, after a password or
 * a single sign-on).
 */
async function signIn(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Record<string, string>,
  options: AuthRouteOptions,
) {
  // The code step comes after any first factor, single sign-on's too: it is
  // taken with password sign-in off.
  if (fields.code !== undefined && fields.password === undefined) {
    return signInCode(db, req, res, fields, options);
  }
  if (options.passwordSignIn === false) {
    return fail(req, res, { status: 403, page: "/admin", code: "password-sign-in-off" });
  }
  const email = (fields.email ?? "").trim().toLowerCase();
  const address = clientAddress(req, options.trustProxy);
  const byAddress = await options.perAddress.consume(address);
  if (!byAddress.allowed) return tooManyAttemptsReply(req, res, byAddress.retryAfterSeconds);
  const byAccount = await reserveSignInAttempt(db, email);
  if (!byAccount.allowed) return tooManyAttemptsReply(req, res, byAccount.retryAfterSeconds);
  const user = await verifyCredentials(db, { email, password: fields.password ?? "" });
  if (!user) {
    await recordSignInFailure(db, req, email, options);
    return fail(req, res, { status: 401, page: "/admin", code: "sign-in-failed" });
  }
  await Promise.all([
    options.perAddress.refund(address),
    clearSignInFailures(db, email),
    // Signing in is rare and cheap to piggyback on: old sessions go now.
    deleteExpiredSessions(db),
  ]);
  const challenge = await codeStepFor(db, { userId: user.id, now: Date.now() });
  if (challenge) {
    const asked = AUTH_MESSAGES["two-factor-required"];
    return reply(req, res, {
      status: 401,
      redirect: codeStepPage(fields.next),
      body: { error: asked.text, code: "two-factor-required", field: asked.field },
      cookie: twoFactorCookie(req, challenge),
    });
  }
  return reply(req, res, {
    status: 200,
    redirect: safeNext(fields.next, "/admin"),
    body: { ok: true, user: { email: user.email, role: user.role } },
    cookie: await startSession(db, req, user, options),
  });
}

/**
 * The code step: counted per address like a password, then per user by the
 * code backoff (see `two-factor-sign-in.ts`). A sign-in that waited too long
 * or had too many wrong codes goes back to the password.
 */
async function signInCode(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Record<string, string>,
  options: AuthRouteOptions,
) {
  const address = clientAddress(req, options.trustProxy);
  const back = codeStepPage(fields.next);
  const byAddress = await options.perAddress.consume(address);
  if (!byAddress.allowed) return tooManyAttemptsReply(req, res, byAddress.retryAfterSeconds, back);
  const outcome = await signInWithCode(db, { req, code: fields.code ?? "", now: Date.now() });
  if (outcome.kind === "wait")
    return tooManyAttemptsReply(req, res, outcome.retryAfterSeconds, back);
  if (outcome.kind === "refused") {
    const isExpired = outcome.code === "two-factor-expired";
    return fail(req, res, {
      status: 401,
      page: isExpired ? safeNext(fields.next, "/admin") : back,
      code: outcome.code,
      cookie: isExpired ? twoFactorCookie(req, "") : undefined,
    });
  }
  const user = await findUser(db, outcome.userId);
  if (!user) return fail(req, res, { status: 401, page: "/admin", code: "two-factor-expired" });
  await Promise.all([options.perAddress.refund(address), deleteExpiredSessions(db)]);
  return reply(req, res, {
    status: 200,
    redirect: safeNext(fields.next, "/admin"),
    body: { ok: true, user: { email: user.email, role: user.role } },
    cookie: [await startSession(db, req, user, options), twoFactorCookie(req, "")],
  });
}

function tooManyAttemptsReply(
  req: IncomingMessage,
  res: ServerResponse,
  retryAfterSeconds: number,
  page = "/admin",
) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  res.setHeader("retry-after", String(retryAfterSeconds));
  return fail(req, res, {
    status: 429,
    page,
    code: "too-many-attempts",
    text: tooManyAttempts(minutes),
    query: `&wait=${minutes}`,
  });
}

async function setup(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Record<string, string>,
  options: AuthRouteOptions,
) {
  if ((await countUsers(db)) > 0) {
    return fail(req, res, { status: 409, page: "/admin", code: "setup-closed" });
  }
  const code = fields.code ?? "";
  // A refused post without scripts goes back with what was typed (bar the
  // passwords), so only the field that was wrong needs typing again.
  const typed = new URLSearchParams();
  if (code) typed.set("code", code);
  const email = (fields.email ?? "").trim();
  if (email) typed.set("email", email);
  const back = typed.size > 0 ? `/setup?${typed}` : "/setup";
  if (code.trim() === "") {
    return fail(req, res, { status: 403, page: back, code: "setup-code-missing" });
  }
  if (!(await isSetupCode(db, code, options.setupCode))) {
    return fail(req, res, { status: 403, page: back, code: "setup-code" });
  }
  if ((fields.password ?? "") !== (fields.confirmPassword ?? fields.password ?? "")) {
    return fail(req, res, { status: 400, page: back, code: "passwords-differ" });
  }
  try {
    const owner = await audited(
      db,
      (tx) => createFirstOwner(tx, { email: fields.email ?? "", password: fields.password ?? "" }),
      (created) =>
        created && {
          action: "user.created",
          actor: { kind: "user", userId: created.id, email: created.email },
          address: requestAddress(req, options.trustProxy),
          target: { kind: "user", id: created.id },
          details: { email: created.email, role: created.role, firstOwner: true },
        },
    );
    if (!owner) return fail(req, res, { status: 409, page: "/admin", code: "setup-closed" });
    await forgetSetupCode(db);
    return reply(req, res, {
      status: 200,
      redirect: "/admin",
      body: { ok: true, user: { email: owner.email, role: owner.role } },
      cookie: await startSession(db, req, owner, options),
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const failure = authErrorCodeOf(error.message);
    return fail(req, res, { status: 400, page: back, code: failure, text: error.message });
  }
}

async function reset(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Record<string, string>,
  options: AuthRouteOptions,
) {
  // A reset or invitation link sets a password and signs in with it.
  if (options.passwordSignIn === false) {
    return fail(req, res, { status: 403, page: "/admin", code: "password-sign-in-off" });
  }
  const token = fields.token ?? "";
  const back = /^[\w-]{20,100}$/.test(token) ? `/reset/${token}` : "/admin";
  if ((fields.password ?? "") !== (fields.confirmPassword ?? fields.password ?? "")) {
    return fail(req, res, { status: 400, page: back, code: "passwords-differ" });
  }
  try {
    const user = await audited(
      db,
      (tx) => resetPassword(tx, { token, password: fields.password ?? "" }),
      (changed) => ({
        action: "user.password_reset",
        actor: { kind: "user", userId: changed.id, email: changed.email },
        address: requestAddress(req, options.trustProxy),
        target: { kind: "user", id: changed.id },
      }),
    );
    await clearSignInFailures(db, user.email);
    if (await isTwoFactorEnabled(db, user.id)) {
      // A reset link is one factor: the person signs in with the new password and a code.
      return reply(req, res, {
        status: 200,
        redirect: "/admin",
        body: { ok: true, user: { email: user.email, role: user.role }, signedIn: false },
      });
    }
    return reply(req, res, {
      status: 200,
      redirect: "/admin",
      body: { ok: true, user: { email: user.email, role: user.role } },
      cookie: await startSession(db, req, user, options),
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const failure = authErrorCodeOf(error.message);
    const status = error.code === "NOT_FOUND" ? 404 : 400;
    return fail(req, res, { status, page: back, code: failure, text: error.message });
  }
}
