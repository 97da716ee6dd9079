import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/database";
import { rateLimits } from "../db/schema";

/** The answer of a limiter: go ahead, or wait this many seconds. */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What a statement needs to count one event itself, in the same round trip
 * as its own work (see {@link COUNT_EVENT_SQL}); null when the limiter is off.
 */
export interface SharedCounter {
  /** The row key in `rate_limits` for a caller's key. */
  storageKey(key: string): string;
  points: number;
  durationMs: number;
  /**
   * Turns the counted points and the window's end into a decision, and
   * remembers a refusal in this process until the window ends.
   */
  decide(storageKey: string, points: number, expireMs: number, now: number): LimitDecision;
  /** A refusal remembered in this process, or null: nothing to count then. */
  refusedInMemory(storageKey: string, now: number): LimitDecision | null;
}

/**
 * The upsert that counts one event, as rate-limiter-flexible's Drizzle store
 * does it (same row, same window rule), for a statement that counts in the
 * same round trip as its own work. `$KEY`, `$EXPIRE` (now + window) and `$NOW`
 * name the parameters; the caller puts its own positions in.
 */
export const COUNT_EVENT_SQL = `insert into rate_limits (key, points, expire)
    select $KEY::text, 1, $EXPIRE::timestamptz where $KEY::text is not null
    on conflict (key) do update set
      points = case when rate_limits.expire <= $NOW::timestamptz then 1 else rate_limits.points + 1 end,
      expire = case when rate_limits.expire <= $NOW::timestamptz then $EXPIRE::timestamptz else rate_limits.expire end
    returning points, (extract(epoch from expire) * 1000)::float8 as expire_ms`;

/** Refusals remembered per limiter before the oldest are forgotten. */
const REFUSALS_KEPT = 10_000;

/** Counts events per key within a window, in the database. */
export interface Limiter {
  /** Counts one event (or `points` at once); refused when that goes over the limit. */
  consume(key: string, points?: number): Promise<LimitDecision>;
  /** Whether the key is already over the limit, without counting anything. */
  check(key: string): Promise<LimitDecision>;
  /** Forgets a key's count (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Gives back one point counted by {@link Limiter.consume} (e.g. for an attempt that succeeded). */
  refund(key: string): Promise<void>;
  /** For counting inside another statement; null when the limiter is off. */
  shared: SharedCounter | null;
}

function refusal(msBeforeNext: number): LimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/**
 * A limiter of `points` events per `durationS` seconds per key, counted in
 * the database (rate-limiter-flexible's atomic Drizzle store), so several app
 * instances share the counts. `points` 0 turns it off.
 *
 * @example
 * const perClient = createLimiter(db, { prefix: "submit", points: 30, durationS: 60 });
 * const decision = await perClient.consume(`${ip}:${formId}`);
 */
export function createLimiter(
  db: Database,
  options: { prefix: string; points: number; durationS: number },
): Limiter {
  if (options.points <= 0) {
    const allowed = async (): Promise<LimitDecision> => ({ allowed: true });
    const nothing = async () => {};
    return { consume: allowed, check: allowed, reset: nothing, refund: nothing, shared: null };
  }
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationS,
  });
  // A key over the limit stays refused until its window ends, whatever else
  // is counted; remembering that here lets a statement that counts for
  // itself answer a flood from one address without touching its (contended)
  // row. Counts and windows stay in the database, so other instances see them.
  const refusedUntil = new Map<string, number>();
  const shared: SharedCounter = {
    storageKey: (key) => limiter.getKey(key),
    points: options.points,
    durationMs: options.durationS * 1000,
    decide(storageKey, points, expireMs, now) {
      if (points <= options.points) return { allowed: true };
      if (refusedUntil.size >= REFUSALS_KEPT) refusedUntil.clear();
      refusedUntil.set(storageKey, expireMs);
      return refusal(expireMs - now);
    },
    refusedInMemory(storageKey, now) {
      const until = refusedUntil.get(storageKey);
      if (until === undefined) return null;
      if (until <= now) {
        refusedUntil.delete(storageKey);
        return null;
      }
      return refusal(until - now);
    },
  };
  return {
    shared,
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return refusal(outcome.msBeforeNext);
        throw outcome;
      }
    },
    async check(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < options.points) return { allowed: true };
      return refusal(state.msBeforeNext);
    },
    async reset(key) {
      refusedUntil.delete(limiter.getKey(key));
      await limiter.delete(key);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
  };
}
