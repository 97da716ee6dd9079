import type { IncomingMessage } from "node:http";
import { publicHost } from "./proxy-headers";

/**
 * Whether a request comes from one of our own pages, as far as a browser
 * tells: `Sec-Fetch-Site: same-origin`, or else an `Origin` whose host is the
 * one the client asked for. A browser marks every cross-origin request with
 * `Origin` or `Sec-Fetch-Site`, and a page cannot forge either; a request with
 * neither is not from another site's page (server components reading the API
 * over loopback, scripts, a bookmark). The session cookie counts only on such
 * requests, and the auth routes refuse the others. It is also the one test of
 * a form posted without scripts: a post that is not same-origin came from
 * another site's page and is refused (a form shown in a frame on another
 * site still posts from our own page, so it is same-origin).
 *
 * @example
 * isSameOrigin({ headers: { host: "forms.example.com", origin: "https://forms.example.com" } }); // true
 * isSameOrigin({ headers: { host: "forms.example.com", "sec-fetch-site": "same-site" } }); // false
 */
export function isSameOrigin(req: Pick<IncomingMessage, "headers">): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "same-origin") return true;
  // "cross-site" and "same-site" (a sibling subdomain) are other origins; "none"
  // is the person themselves (typed address, bookmark).
  if (site !== undefined && site !== "none") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    // "null" (sandboxed frames, cross-origin redirects) does not parse.
    return new URL(origin).host === publicHost(req);
  } catch {
    return false;
  }
}
