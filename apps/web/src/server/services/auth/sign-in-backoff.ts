import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { signInBackoff } from "../../db/schema";
import type { LimitDecision } from "../rate-limits";

/**
 * Per-account backoff of sign-in attempts. Each attempt is counted (one
 * atomic statement) before its password is checked, so a burst of parallel
 * guesses cannot slip past the count. The first `freeAttempts` failures cost
 * nothing; after them each further attempt must wait `2^k` seconds after the
 * previous one (k = failures beyond the free ones), at most `maxDelayS`. A
 * success forgets the count, and so do `forgetAfterS` seconds without one.
 *
 * There is no hard lock: whoever attacks an account from many addresses gets
 * one guess per `maxDelayS` at most, and the owner, with the right password,
 * gets in at the latest `maxDelayS` after the attack stops.
 */
export interface SignInBackoffPolicy {
  freeAttempts: number;
  maxDelayS: number;
  forgetAfterS: number;
}

/** The policy the server uses. */
export const SIGN_IN_BACKOFF: SignInBackoffPolicy = {
  freeAttempts: 10,
  maxDelayS: 15 * 60,
  forgetAfterS: 24 * 60 * 60,
};

/** Longest key kept: an email is at most 254 characters. */
const MAX_KEY_LENGTH = 254;

/** Seconds an account must wait before the attempt after `failures` counted ones. */
export function backoffDelayS(failures: number, policy: SignInBackoffPolicy): number {
  const beyond = failures - policy.freeAttempts;
  if (beyond < 0) return 0;
  return Math.min(2 ** Math.min(beyond, 30), policy.maxDelayS);
}

/**
 * Counts one attempt for `key` (a lower-cased email) when the backoff allows
 * it now, and says so; otherwise counts nothing and says how long to wait.
 */
export async function reserveSignInAttempt(
  db: Database,
  key: string,
  policy: SignInBackoffPolicy = SIGN_IN_BACKOFF,
): Promise<LimitDecision> {
  const k = key.slice(0, MAX_KEY_LENGTH);
  // The WHERE of ON CONFLICT DO UPDATE is evaluated on the row as locked, so
  // parallel attempts on one account are counted one after another.
  const result = (await db.execute(sql`
    insert into sign_in_backoff as b (key, failures, last_at) values (${k}, 1, now())
    on conflict (key) do update set
      failures = case when b.last_at <= now() - make_interval(secs => ${policy.forgetAfterS})
        then 1 else b.failures + 1 end,
      last_at = now()
    where b.last_at <= now() - make_interval(secs => ${policy.forgetAfterS})
      or b.failures < ${policy.freeAttempts}
      or b.last_at + make_interval(secs => least(power(2, least(b.failures - ${policy.freeAttempts}, 30)), ${policy.maxDelayS})) <= now()
    returning failures`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({
      failures: signInBackoff.failures,
      // Negative: how long ago the last counted attempt was.
      sinceMs: sql<number>`(extract(epoch from (${signInBackoff.lastAt} - now())) * 1000)::float8`,
    })
    .from(signInBackoff)
    .where(eq(signInBackoff.key, k));
  const delayMs = backoffDelayS(row?.failures ?? policy.freeAttempts, policy) * 1000;
  const waitMs = delayMs + Number(row?.sinceMs ?? 0);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInBackoff).where(eq(signInBackoff.key, key.slice(0, MAX_KEY_LENGTH)));
}
