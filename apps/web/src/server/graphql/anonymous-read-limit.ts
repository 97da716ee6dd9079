import type { IncomingMessage } from "node:http";
import { type DocumentNode, getOperationAST, Kind, parse, type SelectionSetNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Limiter } from "../services/rate-limits";
import { GRAPHQL_LIMITS } from "./security-plugins";
import { submitLimitError } from "./submit-limit";

/** The refusal of an anonymous read over the limit. */
export function anonymousReadLimitMessage(seconds: number): string {
  return `Too many reads from your address: try again in ${seconds} second${seconds === 1 ? "" : "s"}, or sign in or use an API key`;
}

/** What one operation of a request asks for (a batch has several). */
interface OperationParams {
  query?: unknown;
  operationName?: unknown;
}

/**
 * The fields a request reads at its root: every field (aliases each count)
 * at the top of each query operation, through fragments; mutations read
 * nothing here (they have limits of their own). An operation that does not
 * parse counts nothing: it is refused before it runs.
 *
 * @example
 * rootReads([{ query: "{ a: form(slug: \"x\") { title } b: form(slug: \"y\") { title } }" }]); // 2
 */
export function rootReads(params: readonly OperationParams[]): number {
  let reads = 0;
  for (const { query, operationName } of params) {
    if (typeof query !== "string") continue;
    const name = typeof operationName === "string" ? operationName : undefined;
    const cacheKey = query.length <= CACHED_QUERY_MAX_LENGTH ? `${name ?? ""}\u0000${query}` : null;
    const cached = cacheKey === null ? undefined : readsByQuery.get(cacheKey);
    if (cached !== undefined) {
      reads += cached;
      continue;
    }
    const counted = operationReads(query, name);
    if (cacheKey !== null) {
      if (readsByQuery.size >= CACHED_QUERIES) readsByQuery.clear();
      readsByQuery.set(cacheKey, counted);
    }
    reads += counted;
  }
  return reads;
}

/**
 * The reads of each query text seen lately: clients send the same few
 * operations over and over (a submission's mutation each time), and parsing
 * one again for every request was about 1 % of the server's CPU under intake.
 */
const readsByQuery = new Map<string, number>();
const CACHED_QUERIES = 1000;
const CACHED_QUERY_MAX_LENGTH = 4096;

/** The reads of one operation: the fields at the root of a query, through fragments. */
function operationReads(query: string, name: string | undefined): number {
  let document: DocumentNode;
  try {
    // Bounded like the operation itself (graphql-armor checks it again later).
    document = parse(query, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch {
    return 0;
  }
  const operation = getOperationAST(document, name);
  if (operation?.operation !== "query") return 0;
  return fieldsOf(operation.selectionSet, document, new Set());
}

function fieldsOf(set: SelectionSetNode, document: DocumentNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += fieldsOf(selection.selectionSet, document, seen);
    } else {
      const name = selection.name.value;
      // A fragment that spreads itself is refused by validation; count it once here.
      if (seen.has(name)) continue;
      seen.add(name);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) {
        count += fieldsOf(fragment.selectionSet, document, seen);
      }
    }
  }
  return count;
}

/**
 * Counts what anonymous callers read, per client address, before anything
 * runs: each field at the root of a query (so 15 aliases count 15, and a
 * batch of 10 operations all of theirs), in one round trip per request. Over
 * the limit the request is refused with HTTP 429, `Retry-After` and
 * `RATE_LIMITED`. Signed-in callers, API keys and the server's own pages
 * (`anonymousKey` gives null for them) are not counted.
 */
export function anonymousReadLimitPlugin(options: {
  limiter: Limiter;
  /** The limit key (the client address) of an anonymous caller; null when the caller is not one. */
  anonymousKey: (
    request: Request,
    serverContext: { req?: IncomingMessage },
  ) => Promise<string | null>;
}): Plugin<Record<string, unknown>, { req?: IncomingMessage }> {
  return {
    onRequestParse({ request, serverContext }) {
      return {
        async onRequestParseDone({ requestParserResult }) {
          const params = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          const reads = rootReads(params);
          if (reads === 0) return;
          const key = await options.anonymousKey(request, serverContext);
          if (key === null) return;
          const decision = await options.limiter.consume(key, reads);
          if (!decision.allowed) {
            const seconds = decision.retryAfterSeconds;
            throw submitLimitError(seconds, anonymousReadLimitMessage(seconds));
          }
        },
      };
    },
  };
}
