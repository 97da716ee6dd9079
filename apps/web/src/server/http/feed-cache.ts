/** How long a feed's CSV is served from memory before it is read again. */
export const FEED_CACHE_MS = 60_000;

/** The largest CSV kept (in UTF-16 code units, about bytes for most answers); a larger one is read each time. */
export const FEED_CACHE_ENTRY_MAX = 8 * 1024 * 1024;

/** All feeds' CSVs kept together at most; the oldest are dropped first. */
export const FEED_CACHE_TOTAL_MAX = 32 * 1024 * 1024;

/** A feed's CSV as it was read, and when. */
export interface CachedFeed {
  fileName: string;
  body: string;
  /** When it was read (ms since the epoch). */
  at: number;
}

/** The one-minute cache of the feeds' CSVs of this process, by feed id. */
export interface FeedCache {
  /** The feed's CSV read less than {@link FEED_CACHE_MS} ago, or null. */
  get(feedId: string): CachedFeed | null;
  /** Keeps a CSV just read (not when it is over {@link FEED_CACHE_ENTRY_MAX}). */
  set(feedId: string, entry: { fileName: string; body: string }): void;
}

/**
 * A feed cache in this process's memory (issue 35 §3): a spreadsheet that
 * refreshes often, or many that read one feed, cost one database read a
 * minute. Each instance keeps its own; the total is bounded.
 *
 * @example
 * const cache = createFeedCache();
 * cache.set(feed.id, { fileName, body });
 * cache.get(feed.id)?.body;
 */
export function createFeedCache(now: () => number = Date.now): FeedCache {
  const entries = new Map<string, CachedFeed>();
  let total = 0;
  const drop = (feedId: string) => {
    const entry = entries.get(feedId);
    if (!entry) return;
    total -= entry.body.length;
    entries.delete(feedId);
  };
  return {
    get(feedId) {
      const entry = entries.get(feedId);
      if (!entry) return null;
      if (now() - entry.at >= FEED_CACHE_MS) {
        drop(feedId);
        return null;
      }
      return entry;
    },
    set(feedId, { fileName, body }) {
      drop(feedId);
      if (body.length > FEED_CACHE_ENTRY_MAX) return;
      // A Map keeps insertion order: the first entries are the oldest.
      for (const oldest of entries.keys()) {
        if (total + body.length <= FEED_CACHE_TOTAL_MAX) break;
        drop(oldest);
      }
      entries.set(feedId, { fileName, body, at: now() });
      total += body.length;
    },
  };
}
