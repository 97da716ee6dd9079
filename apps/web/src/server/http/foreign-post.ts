import type { IncomingMessage } from "node:http";

/**
 * Whether the browser says a request comes from another site: Fetch
 * Metadata `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is not
 * the one the request was sent to (`null`, sent by sandboxed frames and
 * privacy-sensitive redirects, counts as foreign). A form shown in a frame
 * on another site still posts from our own page, so it is same-origin.
 * Requests without either header (old browsers, scripts) are not refused:
 * they are no ambient-credential risk, as the public form needs none.
 *
 * @example
 * if (isForeignPost(req)) return refuse(res);
 */
export function isForeignPost(req: IncomingMessage): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== (req.headers.host ?? "");
  } catch {
    return true;
  }
}
