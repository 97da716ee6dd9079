import type { IncomingMessage, ServerResponse } from "node:http";
import { serialize } from "cookie";
import type { Database } from "../db/database";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionTokenFrom } from "../services/auth/actor";
import { createSession, deleteSession, SESSION_LIFETIME_MS } from "../services/auth/sessions";
import { countUsers, createFirstOwner, verifyCredentials } from "../services/auth/users";
import { ServiceError } from "../services/errors";
import type { Limiter } from "../services/rate-limits";
import { clientAddress } from "./client-address";
import { isHttps } from "./proxy-headers";
import { BodyTooLargeError, readSmallBody } from "./read-body";
import { isSameOrigin } from "./same-origin";

/** Limiters of sign-in attempts: per account (email) and per client address. */
export interface SignInLimiters {
  perAccount: Limiter;
  perAddress: Limiter;
  trustProxy: boolean;
}

/** Message of a failed sign-in; the same whether the email or the password was wrong. */
export const SIGN_IN_FAILED = "Email or password is incorrect";

/** Paths of the auth endpoints. */
export const AUTH_PATHS = {
  signIn: "/api/auth/sign-in",
  signOut: "/api/auth/sign-out",
  setup: "/api/auth/setup",
} as const;

function sessionCookie(req: IncomingMessage, token: string, maxAgeMs: number): string {
  const secure = isHttps(req);
  return serialize(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Only a local path may be a redirect target: never another site. */
function safeNext(next: string | undefined, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return fallback;
  }
  return next;
}

function wantsJson(req: IncomingMessage): boolean {
  return (req.headers["content-type"] ?? "").startsWith("application/json");
}

function reply(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: { status: number; redirect: string; body: Record<string, unknown>; cookie?: string },
) {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (outcome.cookie) headers["set-cookie"] = outcome.cookie;
  if (wantsJson(req)) {
    res.writeHead(outcome.status, { ...headers, "content-type": "application/json" });
    res.end(JSON.stringify(outcome.body));
  } else {
    res.writeHead(303, { ...headers, location: outcome.redirect });
    res.end();
  }
}

/**
 * Sign-in, sign-out and first-owner setup as plain form posts, so they work
 * before (and without) JavaScript. JSON bodies get JSON replies instead of
 * redirects.
 */
export async function handleAuthRoute(
  db: Database,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  limiters: SignInLimiters,
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
    if (token) await deleteSession(db, token);
    return reply(req, res, {
      status: 200,
      redirect: "/admin",
      body: { ok: true },
      cookie: sessionCookie(req, "", 0),
    });
  }

  if (path === AUTH_PATHS.setup) {
    return setup(db, req, res, fields);
  }

  // Only failed attempts count: a person signing in often is never locked out,
  // a guesser is, per account and per address.
  const email = (fields.email ?? "").trim().toLowerCase();
  const address = clientAddress(req, limiters.trustProxy);
  const decisions = await Promise.all([
    limiters.perAddress.check(address),
    limiters.perAccount.check(email),
  ]);
  const refused = decisions.find((d) => !d.allowed);
  if (refused && !refused.allowed) return tooManyAttempts(req, res, refused.retryAfterSeconds);
  const user = await verifyCredentials(db, {
    email: fields.email ?? "",
    password: fields.password ?? "",
  });
  if (!user) {
    await Promise.all([limiters.perAddress.consume(address), limiters.perAccount.consume(email)]);
    const back = `/admin?error=${encodeURIComponent(SIGN_IN_FAILED)}`;
    return reply(req, res, { status: 401, redirect: back, body: { error: SIGN_IN_FAILED } });
  }
  await limiters.perAccount.reset(email);
  const session = await createSession(db, user.id);
  return reply(req, res, {
    status: 200,
    redirect: safeNext(fields.next, "/admin"),
    body: { ok: true, user: { email: user.email, role: user.role } },
    cookie: sessionCookie(req, session.token, SESSION_LIFETIME_MS),
  });
}

function tooManyAttempts(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const error = `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  res.setHeader("retry-after", String(retryAfterSeconds));
  return reply(req, res, {
    status: 429,
    redirect: `/admin?error=${encodeURIComponent(error)}`,
    body: { error },
  });
}

async function setup(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  fields: Record<string, string>,
) {
  if ((await countUsers(db)) > 0) {
    const error = "Setup is closed: an owner already exists. Sign in instead.";
    return reply(req, res, { status: 409, redirect: "/admin", body: { error } });
  }
  if ((fields.password ?? "") !== (fields.confirmPassword ?? fields.password ?? "")) {
    const error = "The passwords do not match";
    return reply(req, res, {
      status: 400,
      redirect: `/setup?error=${encodeURIComponent(error)}`,
      body: { error },
    });
  }
  try {
    const owner = await createFirstOwner(db, {
      email: fields.email ?? "",
      password: fields.password ?? "",
    });
    if (!owner) {
      const error = "Setup is closed: an owner already exists. Sign in instead.";
      return reply(req, res, { status: 409, redirect: "/admin", body: { error } });
    }
    const session = await createSession(db, owner.id);
    return reply(req, res, {
      status: 200,
      redirect: "/admin",
      body: { ok: true, user: { email: owner.email, role: owner.role } },
      cookie: sessionCookie(req, session.token, SESSION_LIFETIME_MS),
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return reply(req, res, {
      status: 400,
      redirect: `/setup?error=${encodeURIComponent(error.message)}`,
      body: { error: error.message },
    });
  }
}
