import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions, users } from "../../db/schema";
import type { Role } from "./roles";
import { generateSecret, hashSecret } from "./tokens";

/** How long a session lasts without use. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** A session is extended when less than this much of its life remains. */
const RENEW_WHEN_LEFT_MS = SESSION_LIFETIME_MS / 2;

/** The signed-in user behind a session cookie. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  expiresAt: Date;
}

/** Starts a session; the returned token goes in the cookie and is never stored. */
export async function createSession(
  db: Database,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashSecret(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The user of a session token, or null when it is unknown or expired. A
 * session in use is extended (sliding expiry), at most once per half-life.
 */
export async function validateSession(db: Database, token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const id = hashSecret(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return null;
  if (row.expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_MS) {
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    row.expiresAt = expiresAt;
  }
  return row;
}

/** Ends a session (sign-out). */
export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSecret(token)));
}

/** Removes expired sessions; cheap to call now and then. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
