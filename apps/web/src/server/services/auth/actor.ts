import { timingSafeEqual } from "node:crypto";
import { parse as parseCookie } from "cookie";
import type { Database } from "../../db/database";
import type { LimitDecision, Limiter } from "../rate-limits";
import { authenticateApiKey } from "./api-keys";
import type { Role } from "./roles";
import { validateSession } from "./sessions";

/** Name of the session cookie (with the `__Host-` prefix over HTTPS). */
export const SESSION_COOKIE = "fw_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Who is making a request, and with which role. */
export type Actor =
  | { kind: "user"; userId: string; email: string; role: Role; sessionToken: string }
  | { kind: "apiKey"; keyId: string; role: Role; workspaceId: string }
  | { kind: "adminToken"; role: "owner" };

async function bearerActor(
  db: Database,
  authorization: string,
  adminToken: string | undefined,
): Promise<Actor | null> {
  const match = /^Bearer (.+)$/.exec(authorization);
  if (!match?.[1]) return null;
  const credential = match[1].trim();
  if (isAdminToken(credential, adminToken)) return { kind: "adminToken", role: "owner" };
  const key = await authenticateApiKey(db, credential);
  return key
    ? { kind: "apiKey", keyId: key.id, role: key.role, workspaceId: key.workspaceId }
    : null;
}

/** The session token a request's cookies carry, if any. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parseCookie(cookieHeader);
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

function isAdminToken(given: string, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(adminToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A request's address was refused for too many failed bearer credentials. */
export class TooManyBearerFailuresError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many failed attempts with a bearer credential from your address: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    );
  }
}

/**
 * Failed bearer credentials from one address, limited like sign-ins: an
 * address over the limit is refused before its credential is looked at.
 */
export interface BearerAttempts {
  check(): Promise<LimitDecision>;
  fail(): Promise<void>;
}

/** {@link BearerAttempts} of one client address on a limiter. */
export function bearerAttemptsOf(limiter: Limiter, address: string): BearerAttempts {
  return {
    check: () => limiter.check(address),
    fail: async () => {
      await limiter.consume(address);
    },
  };
}

/**
 * Works out the actor from a bearer credential (the admin token, which acts as
 * an owner key, or an API key) or else the session cookie.
 */
export async function resolveActor(
  db: Database,
  request: {
    authorization: string | null;
    cookie: string | null;
    adminToken: string | undefined;
    /** Counts failed bearer credentials; throws {@link TooManyBearerFailuresError} over the limit. */
    bearerAttempts?: BearerAttempts;
  },
): Promise<Actor | null> {
  const { authorization, bearerAttempts } = request;
  if (authorization) {
    if (bearerAttempts) {
      const decision = await bearerAttempts.check();
      if (!decision.allowed) throw new TooManyBearerFailuresError(decision.retryAfterSeconds);
    }
    const actor = await bearerActor(db, authorization, request.adminToken);
    if (!actor) await bearerAttempts?.fail();
    return actor;
  }
  const token = sessionTokenFrom(request.cookie);
  if (!token) return null;
  const session = await validateSession(db, token);
  if (!session) return null;
  return {
    kind: "user",
    userId: session.userId,
    email: session.email,
    role: session.role,
    sessionToken: token,
  };
}
