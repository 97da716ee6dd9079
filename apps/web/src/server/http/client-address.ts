import type { IncomingMessage } from "node:http";

/**
 * The address a request comes from: the socket's peer, or, behind a reverse
 * proxy that the operator says to trust (FORMWRIGHT_TRUST_PROXY=1), the
 * last address that proxy appended to X-Forwarded-For. Headers are never
 * trusted otherwise, so a client cannot pick its own rate-limit key.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = list.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}
