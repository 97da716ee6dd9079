import { timingSafeEqual } from "node:crypto";
import { parse as parseCookie } from "cookie";
import type { Database } from "../../db/database";
import { authenticateApiKey } from "./api-keys";
import type { Role } from "./roles";
import { validateSession } from "./sessions";

/** Name of the session cookie (with the `__Host-` prefix over HTTPS). */
export const SESSION_COOKIE = "fw_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Who is making a request, and with which role. */
export type Actor =
  | { kind: "user"; userId: string; email: string; role: Role; sessionToken: string }
  | { kind: "apiKey"; keyId: string; role: Role }
  | { kind: "adminToken"; role: "owner" };

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

/**
 * Works out the actor from a bearer credential (the admin token, which acts as
 * an owner key, or an API key) or else the session cookie.
 */
export async function resolveActor(
  db: Database,
  request: { authorization: string | null; cookie: string | null; adminToken: string | undefined },
): Promise<Actor | null> {
  const { authorization } = request;
  if (authorization) {
    const match = /^Bearer (.+)$/.exec(authorization);
    if (!match?.[1]) return null;
    const credential = match[1].trim();
    if (isAdminToken(credential, request.adminToken)) return { kind: "adminToken", role: "owner" };
    const key = await authenticateApiKey(db, credential);
    return key ? { kind: "apiKey", keyId: key.id, role: key.role } : null;
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
