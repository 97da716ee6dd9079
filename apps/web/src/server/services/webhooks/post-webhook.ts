import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./safe-url";

/**
 * Connections to receivers are kept for the next delivery. A kept socket was
 * opened to an address checked when it connected; a new connection still
 * goes to the address checked for its own attempt (`lookup` below).
 */
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 100 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 100 });

/** A delivery attempt gives up after this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** At most this much of a response body is read and kept. */
export const RESPONSE_EXCERPT_BYTES = 4096;

/** What one POST to a receiver gave. */
export interface PostOutcome {
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
}

/**
 * POSTs a body to the resolved target, connecting to the checked address
 * only (a custom `lookup` answers with it whatever the host name), without
 * following redirects, reading at most {@link RESPONSE_EXCERPT_BYTES} of the
 * answer, and giving up after `timeoutMs`. Never throws.
 */
export function postWebhook(input: {
  target: ResolvedTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}): Promise<PostOutcome> {
  const { target } = input;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: target.address, family: target.family }]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        agent: target.url.protocol === "https:" ? httpsAgent : httpAgent,
        headers: {
          "content-type": "application/json",
          "user-agent": "Formwright-Webhooks/1",
          "content-length": String(Buffer.byteLength(input.body)),
          ...input.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks)
            .subarray(0, RESPONSE_EXCERPT_BYTES)
            .toString("utf8");
          const status = response.statusCode ?? 0;
          finish({
            statusCode: status,
            excerpt,
            error:
              status >= 200 && status < 300
                ? null
                : status >= 300 && status < 400
                  ? `redirect to ${response.headers.location ?? "(no location)"} not followed`
                  : `receiver answered ${status}`,
          });
          response.destroy();
        };
        response.on("data", (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timeoutMs = input.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(() => {
      finish({ statusCode: null, excerpt: null, error: `timed out after ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        excerpt: null,
        error: error.code ? `${error.code}: ${error.message}` : error.message,
      });
    });
    request.end(input.body);
  });
}
