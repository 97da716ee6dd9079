import type { IncomingMessage } from "node:http";
import { isHttps, publicHost } from "./proxy-headers";

/**
 * Whether a request comes from one of our own pages, as far as a browser
 * tells: `Sec-Fetch-Site: same-origin`, or else an `Origin` with the scheme,
 * host and port the client asked for (the scheme is https over TLS or when a
 * trusted proxy says so; a default port counts whether written or not): a
 * page on `http://host:3000` is another origin than `https://host:3000`. A
 * browser marks every cross-origin request with `Origin` or
 * `Sec-Fetch-Site`, and a page cannot forge either; a request with
 * neither is not from another site's page (server components reading the API
 * over loopback, scripts, a bookmark). The session cookie counts only on such
 * requests, and the auth routes refuse the others. It is also the one test of
 * a form posted without scripts: a post that is not same-origin came from
 * another site's page and is refused (a form shown in a frame on another
 * site still posts from our own page, so it is same-origin).
 *
 * @example
 * isSameOrigin({ headers: { host: "forms.example.com", "x-forwarded-proto": "https", origin: "https://forms.example.com" } }); // true
 * isSameOrigin({ headers: { host: "forms.example.com", origin: "https://forms.example.com" } }); // false: the request came over http
 * isSameOrigin({ headers: { host: "forms.example.com", "sec-fetch-site": "same-site" } }); // false
 */
export function isSameOrigin(
  req: Pick<IncomingMessage, "headers"> & { socket?: unknown },
): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "same-origin") return true;
  // "cross-site" and "same-site" (a sibling subdomain) are other origins; "none"
  // is the person themselves (typed address, bookmark).
  if (site !== undefined && site !== "none") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = publicHost(req);
  // A host and port only: "a@b" or "a/b" would parse as some other host.
  if (!host || !/^[\w.[\]:-]+$/.test(host)) return false;
  // isHttps reads only headers and the socket's `encrypted`, which may be missing.
  const scheme = isHttps(req as Pick<IncomingMessage, "headers" | "socket">) ? "https:" : "http:";
  try {
    // "null" (sandboxed frames, cross-origin redirects) does not parse. Both sides
    // as URL origins: scheme, lower-case host, and the port with a default one left out.
    return new URL(origin).origin === new URL(`${scheme}//${host}`).origin;
  } catch {
    return false;
  }
}
