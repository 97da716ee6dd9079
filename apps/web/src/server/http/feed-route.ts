import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/database";
import { ServiceError } from "../services/errors";
import type { Limiter } from "../services/rate-limits";
import { feedOfToken } from "../services/submission-feeds/submission-feeds";
import { type CsvChunk, prepareSubmissionsExport } from "../services/submissions-export";
import { refuse, streamCsv } from "./export-route";
import { FEED_CACHE_ENTRY_MAX, FEED_CACHE_MS, type FeedCache } from "./feed-cache";

const FEED_PATH = /^\/api\/feeds\/([^/]+)\.csv$/;

/**
 * The token of a feed path (`/api/feeds/<token>.csv`), or null for any other path.
 *
 * @example feedToken("/api/feeds/fwf_abc.csv"); // "fwf_abc"
 */
export function feedToken(path: string): string | null {
  return FEED_PATH.exec(path)?.[1] ?? null;
}

/**
 * Requests to feeds per minute: per feed (a spreadsheet refreshes every few
 * minutes at most; 30 leaves room for many readers of one link), and per
 * client address over every feed, known or not (Google Sheets fetches from
 * Google's addresses for all its users, so that one is higher).
 */
export const FEED_LIMITS = {
  perFeed: { points: 30, durationS: 60 },
  perAddress: { points: 120, durationS: 60 },
} as const;

/** The one answer for a token that opens nothing: unknown, revoked or malformed alike. */
export const FEED_NOT_FOUND = "Feed not found";

/**
 * The feed's CSV, kept as it is written so the next minute's readers get it
 * from memory; past {@link FEED_CACHE_ENTRY_MAX} nothing is kept (memory
 * stays flat for a large form, streamed as the download is).
 */
async function* keeping(
  chunks: AsyncGenerator<CsvChunk>,
  keep: (body: string) => void,
): AsyncGenerator<CsvChunk> {
  let texts: string[] | null = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.text.length;
    if (size > FEED_CACHE_ENTRY_MAX) texts = null;
    texts?.push(chunk.text);
    yield chunk;
  }
  if (texts) keep(texts.join(""));
}

/**
 * `GET /api/feeds/<token>.csv` (issue 35 §3): the form's submissions as the
 * CSV download writes them (labels, no drafts), for a spreadsheet to read
 * without a session: the token is the permission. 404 for a token that opens
 * no live feed (unknown and revoked alike), 429 over {@link FEED_LIMITS}, 405
 * for a method other than GET or HEAD. The CSV is read at most once a minute
 * per feed (`cache`), and says so in `Cache-Control`.
 */
export async function handleFeedRoute(options: {
  db: Database;
  token: string;
  req: IncomingMessage;
  res: ServerResponse;
  /** The client's address as the limiters key it. */
  clientKey: string;
  limits: { perFeed: Limiter; perAddress: Limiter };
  cache: FeedCache;
}): Promise<void> {
  const { req, res } = options;
  if (req.method !== "GET" && req.method !== "HEAD") {
    return refuse(res, 405, "Use GET", { allow: "GET, HEAD" });
  }
  const tooMany = (retryAfterSeconds: number) =>
    refuse(res, 429, "Too many requests for this feed: try again in a minute", {
      "retry-after": String(retryAfterSeconds),
    });
  // Before the database is asked: a flood of made-up tokens costs nothing.
  const byAddress = await options.limits.perAddress.consume(options.clientKey);
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds);
  const feed = await feedOfToken(options.db, options.token);
  if (!feed) return refuse(res, 404, FEED_NOT_FOUND);
  const byFeed = await options.limits.perFeed.consume(feed.id);
  if (!byFeed.allowed) return tooMany(byFeed.retryAfterSeconds);

  const headers = (fileName: string, ageMs: number) => ({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName}"`,
    // Private: a shared cache must not keep answering after a revoke.
    "cache-control": `private, max-age=${Math.max(0, Math.floor((FEED_CACHE_MS - ageMs) / 1000))}`,
    // The link is the secret: never sent on as a referrer, never indexed.
    "referrer-policy": "no-referrer",
    "x-robots-tag": "noindex",
  });
  const cached = options.cache.get(feed.id);
  if (cached) {
    res.writeHead(200, headers(cached.fileName, Date.now() - cached.at));
    res.end(req.method === "HEAD" ? undefined : cached.body);
    return;
  }
  let csv: Awaited<ReturnType<typeof prepareSubmissionsExport>>;
  try {
    csv = await prepareSubmissionsExport(options.db, {
      formId: feed.formId,
      answers: "labels",
      drafts: "exclude",
    });
  } catch (error) {
    // The form went between the two reads: its feeds went with it.
    if (error instanceof ServiceError && error.code === "NOT_FOUND") {
      return refuse(res, 404, FEED_NOT_FOUND);
    }
    throw error;
  }
  res.writeHead(200, headers(csv.fileName, 0));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await streamCsv(
    res,
    keeping(csv.chunks(), (body) => options.cache.set(feed.id, { fileName: csv.fileName, body })),
  );
}
