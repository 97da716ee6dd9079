import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/database";
import { rateLimits } from "../db/schema";

/** The answer of a limiter: go ahead, or wait this many seconds. */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts events per key within a window, in the database. */
export interface Limiter {
  /** Counts one event; refused when that goes over the limit. */
  consume(key: string): Promise<LimitDecision>;
  /** Whether the key is already over the limit, without counting anything. */
  check(key: string): Promise<LimitDecision>;
  /** Forgets a key's count (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
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
    return { consume: allowed, check: allowed, reset: async () => {} };
  }
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationS,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
          };
        }
        throw outcome;
      }
    },
    async check(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < options.points) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
      };
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
