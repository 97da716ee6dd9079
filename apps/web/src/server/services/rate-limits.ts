import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { type Database, isEmbeddedDatabase } from "../db/database";
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
  /**
   * On the embedded database (one process by definition) the counts live in
   * this process: counts one event here and answers the window, as
   * {@link COUNT_EVENT_SQL} would; the statement then counts nothing. Absent
   * on PostgreSQL, where the statement counts in `rate_limits` so instances
   * share the counts.
   */
  countHere?: (storageKey: string, now: number) => CountedWindow;
}

/** A key's window: the points counted in it and when it ends (ms since the epoch). */
export interface CountedWindow {
  points: number;
  expireMs: number;
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
  /** The points counted in the key's current window; null when none (or the window ended). */
  counted(key: string): Promise<number | null>;
  /** For counting inside another statement; null when the limiter is off. */
  shared: SharedCounter | null;
}

function refusal(msBeforeNext: number): LimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/**
 * A limiter of `points` events per `durationS` seconds per key, counted in
 * the database (rate-limiter-flexible's atomic Drizzle store), so several app
 * instances share the counts. On the embedded database (PGlite: one process
 * by definition, nothing to share) the counts live in this process instead,
 * with the same window rule and the same answers ({@link memoryLimiter}).
 * `points` 0 turns it off.
 *
 * @example
 * const perClient = createLimiter(db, { prefix: "submit", points: 30, durationS: 60 });
 * const decision = await perClient.consume(`${ip}:${formId}`);
 */
export function createLimiter(
  db: Database,
  options: {
    prefix: string;
    points: number;
    durationS: number;
    /** `database`: count in `rate_limits` even on PGlite (the tests compare both ways). */
    countIn?: "database";
  },
): Limiter {
  if (options.points <= 0) {
    const allowed = async (): Promise<LimitDecision> => ({ allowed: true });
    const nothing = async () => {};
    const none = async () => null;
    return {
      consume: allowed,
      check: allowed,
      reset: nothing,
      refund: nothing,
      counted: none,
      shared: null,
    };
  }
  if (isEmbeddedDatabase(db) && options.countIn !== "database") {
    return memoryLimiter(memoryWindowsOf(db), options);
  }
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationS,
  });
  const shared = sharedCounter(options, (key) => limiter.getKey(key));
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
      shared.forget(limiter.getKey(key));
      await limiter.delete(key);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async counted(key) {
      return (await limiter.get(key))?.consumedPoints ?? null;
    },
  };
}

/**
 * The counter a statement counts with, and the refusals remembered in this
 * process. A key over the limit stays refused until its window ends, whatever
 * else is counted; remembering that here lets a statement that counts for
 * itself answer a flood from one address without touching its (contended)
 * row. Counts and windows stay in the database, so other instances see them.
 */
function sharedCounter(
  options: { prefix: string; points: number; durationS: number },
  storageKey: (key: string) => string,
): SharedCounter & { forget(storageKey: string): void } {
  const refusedUntil = new Map<string, number>();
  return {
    storageKey,
    points: options.points,
    durationMs: options.durationS * 1000,
    decide(key, points, expireMs, now) {
      if (points <= options.points) return { allowed: true };
      if (refusedUntil.size >= REFUSALS_KEPT) refusedUntil.clear();
      refusedUntil.set(key, expireMs);
      return refusal(expireMs - now);
    },
    refusedInMemory(key, now) {
      const until = refusedUntil.get(key);
      if (until === undefined) return null;
      if (until <= now) {
        refusedUntil.delete(key);
        return null;
      }
      return refusal(until - now);
    },
    forget(key) {
      refusedUntil.delete(key);
    },
  };
}

/** The counted windows of one embedded database, by row key (`prefix:key`, as in `rate_limits`). */
type MemoryWindows = Map<string, CountedWindow>;

const windowsByDatabase = new WeakMap<Database, MemoryWindows>();

/** One store per database, so limiters of the same prefix share counts as they do in `rate_limits`. */
function memoryWindowsOf(db: Database): MemoryWindows {
  let windows = windowsByDatabase.get(db);
  if (!windows) {
    windows = new Map();
    windowsByDatabase.set(db, windows);
  }
  return windows;
}

/** Windows kept before the ended ones are swept (an ended window counts as none, so sweeping changes no answer). */
const SWEEP_FROM = 4096;
const nextSweep = new WeakMap<MemoryWindows, number>();

/**
 * Counts `points` for a key the way {@link COUNT_EVENT_SQL} and
 * rate-limiter-flexible's Drizzle store do: a key without a window, or whose
 * window ended (`expire <= now`), starts a new one of `durationMs` at
 * `points`; otherwise its points grow and its end stays.
 */
function countWindow(
  windows: MemoryWindows,
  key: string,
  points: number,
  durationMs: number,
  now: number,
): CountedWindow {
  const current = windows.get(key);
  if (current && current.expireMs > now) {
    current.points += points;
    return { ...current };
  }
  const fresh = { points, expireMs: now + durationMs };
  if (!current && windows.size >= (nextSweep.get(windows) ?? SWEEP_FROM)) {
    for (const [k, window] of windows) if (window.expireMs <= now) windows.delete(k);
    nextSweep.set(windows, Math.max(SWEEP_FROM, windows.size * 2));
  }
  windows.set(key, fresh);
  return { ...fresh };
}

/**
 * The limiter on the embedded database: the same keys, window rule,
 * decisions and retry times as the database's, counted in this process.
 * Counts start again when the process starts (PGlite's `rate_limits` rows
 * outlived a restart; a window is at most minutes long).
 */
function memoryLimiter(
  windows: MemoryWindows,
  options: { prefix: string; points: number; durationS: number },
): Limiter {
  const durationMs = options.durationS * 1000;
  const rowKey = (key: string) => `${options.prefix}:${key}`;
  const shared = sharedCounter(options, rowKey);
  const countHere = (key: string, now: number) => countWindow(windows, key, 1, durationMs, now);
  const live = (key: string, now: number) => {
    const window = windows.get(rowKey(key));
    return window && window.expireMs > now ? window : null;
  };
  return {
    shared: { ...shared, countHere },
    async consume(key, points = 1) {
      const now = Date.now();
      const window = countWindow(windows, rowKey(key), points, durationMs, now);
      if (window.points > options.points) return refusal(Math.max(window.expireMs - now, 0));
      return { allowed: true };
    },
    async check(key) {
      const now = Date.now();
      const window = live(key, now);
      if (!window || window.points < options.points) return { allowed: true };
      return refusal(Math.max(window.expireMs - now, 0));
    },
    async reset(key) {
      shared.forget(rowKey(key));
      windows.delete(rowKey(key));
    },
    async refund(key) {
      countWindow(windows, rowKey(key), -1, durationMs, Date.now());
    },
    async counted(key) {
      return live(key, Date.now())?.points ?? null;
    },
  };
}
