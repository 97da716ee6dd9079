import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { twoFactorChallenges } from "../../../db/schema";
import { generateSecret, hashSecret } from "../tokens";

/** How long the code step waits after a right password: then the password again. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** Codes one challenge takes; the next attempt needs the password again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * Starts the code step of a sign-in for a user whose password was right: a
 * random token for a short-lived cookie (only its SHA-256 is kept). It opens
 * nothing by itself: only {@link attemptChallenge} with a right code leads to
 * a session. Expired challenges of anyone are removed on the way.
 */
export async function createChallenge(
  db: Database,
  input: { userId: string; now: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecret();
  const expiresAt = new Date(input.now + CHALLENGE_LIFETIME_MS);
  await deleteExpiredChallenges(db, input.now);
  await db
    .insert(twoFactorChallenges)
    .values({ id: hashSecret(token), userId: input.userId, expiresAt });
  return { token, expiresAt };
}

/**
 * Counts one code attempt on a challenge and names its user; null when the
 * token is unknown, expired, or has had its {@link CHALLENGE_MAX_ATTEMPTS}.
 * One statement, so parallel attempts cannot pass the count.
 */
export async function attemptChallenge(
  db: Database,
  input: { token: string; now: number },
): Promise<{ userId: string } | null> {
  if (input.token.length < 20 || input.token.length > 100) return null;
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, hashSecret(input.token)),
        gt(twoFactorChallenges.expiresAt, new Date(input.now)),
        lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning({ userId: twoFactorChallenges.userId });
  return row ?? null;
}

/** Ends a challenge (it led to a session, or was given up). */
export async function endChallenge(db: Database, token: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, hashSecret(token)));
}

/** Removes expired challenges; cheap to call now and then. */
export async function deleteExpiredChallenges(db: Database, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(lte(twoFactorChallenges.expiresAt, new Date(now)))
    .returning({ id: twoFactorChallenges.id });
  return gone.length;
}
