import type { IncomingMessage } from "node:http";

/**
 * Headers only a reverse proxy may set: the client's address, the host and
 * scheme it asked for. Any client can send them too, so they mean something
 * only behind a proxy the operator trusts (FORMWRIGHT_TRUST_PROXY=1), which
 * overwrites them.
 */
export const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-proto",
] as const;

/**
 * Deletes the proxy headers of a request unless a proxy is trusted, at the
 * door, before any handler (ours or Next's) reads them: with the proxy
 * untrusted, a client cannot claim HTTPS (Secure cookies, HSTS), another host
 * (the same-origin check) or another address.
 *
 * @example
 * dropUntrustedProxyHeaders(req, config.trustProxy);
 */
export function dropUntrustedProxyHeaders(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return;
  for (const name of PROXY_HEADERS) delete req.headers[name];
}

/** The first value of a header that may be repeated or a comma-separated list. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value[0] : value;
  const first = joined?.split(",")[0]?.trim();
  return first || undefined;
}

/**
 * Whether the client reached us over HTTPS: this socket is TLS, or the
 * trusted proxy says so in `X-Forwarded-Proto` (which survives only when the
 * proxy is trusted; see {@link dropUntrustedProxyHeaders}).
 *
 * @example
 * isHttps(req); // true behind a trusted TLS proxy sending X-Forwarded-Proto: https
 */
export function isHttps(req: Pick<IncomingMessage, "headers" | "socket">): boolean {
  if ((req.socket as { encrypted?: boolean } | null)?.encrypted === true) return true;
  return firstValue(req.headers["x-forwarded-proto"])?.toLowerCase() === "https";
}

/**
 * The host (name and port) the client asked for: the trusted proxy's
 * `X-Forwarded-Host`, or `Host`.
 *
 * @example
 * publicHost({ headers: { host: "127.0.0.1:3000", "x-forwarded-host": "forms.example.com" } });
 * // "forms.example.com"
 */
export function publicHost(req: Pick<IncomingMessage, "headers">): string | undefined {
  return (firstValue(req.headers["x-forwarded-host"]) ?? req.headers.host)?.toLowerCase();
}
