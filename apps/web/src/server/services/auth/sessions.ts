import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions, users } from "../../db/schema";
import type { Role } from "./roles";
import { generateSecret, hashSecret } from "./tokens";

/** How long a session lasts without use. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** How long a session lasts at most, however busy (FORMWRIGHT_SESSION_MAX_AGE_DAYS). */
export const DEFAULT_SESSION_MAX_AGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Starts a session; the returned token goes in the cookie and is never stored.
 * It ends after {@link SESSION_LIFETIME_MS} without use, and after
 * `maxAgeDays` in any case.
 */
export async function createSession(
  db: Database,
  input: { userId: string; maxAgeDays?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecret();
  const now = Date.now();
  const absoluteExpiresAt = new Date(
    now + (input.maxAgeDays ?? DEFAULT_SESSION_MAX_AGE_DAYS) * DAY_MS,
  );
  const expiresAt = new Date(Math.min(now + SESSION_LIFETIME_MS, absoluteExpiresAt.getTime()));
  await db
    .insert(sessions)
    .values({ id: hashSecret(token), userId: input.userId, expiresAt, absoluteExpiresAt });
  return { token, expiresAt };
}

/**
 * The user of a session token, or null when it is unknown or expired (idle or
 * absolute). A session in use is extended (sliding expiry), at most once per
 * half-life, and never past its absolute expiry.
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
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  const { absoluteExpiresAt, ...user } = row;
  const renewed = Math.min(Date.now() + SESSION_LIFETIME_MS, absoluteExpiresAt.getTime());
  if (
    user.expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_MS &&
    renewed > user.expiresAt.getTime()
  ) {
    const expiresAt = new Date(renewed);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    user.expiresAt = expiresAt;
  }
  return user;
}

/** Ends a session (sign-out). */
export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSecret(token)));
}

/** Ends every session of a user, except the one of `keepToken` when given. */
export async function deleteUserSessions(
  db: Database,
  input: { userId: string; keepToken?: string },
): Promise<void> {
  const keep = input.keepToken ? ne(sessions.id, hashSecret(input.keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), keep));
}

/** Removes sessions past their idle or absolute expiry; cheap to call now and then. */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.absoluteExpiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return gone.length;
}
