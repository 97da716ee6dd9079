import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { ipv4Of, ipv6Words } from "../net/ipv6-words";

/**
 * The address as per-address limits count it. One IPv6 subscriber is given
 * a whole /64 (often more), so each of its 2^64 addresses counted apart
 * would give a single client 2^64 budgets: an IPv6 address counts as its
 * /64. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, what a dual-stack
 * socket reports for an IPv4 client) counts as its IPv4 address, in every
 * spelling, so one client has one budget on either stack. IPv4 addresses,
 * and anything that is no address, are kept as they are.
 *
 * @example
 * limitKeyOfAddress("2001:db8:1:2::a"); // "2001:db8:1:2::/64"
 * limitKeyOfAddress("::ffff:203.0.113.5"); // "203.0.113.5"
 * limitKeyOfAddress("203.0.113.5"); // "203.0.113.5"
 */
export function limitKeyOfAddress(address: string): string {
  if (isIP(address) === 4) return address;
  const words = ipv6Words(address);
  if (!words) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = words;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return ipv4Of(g, h);
  return `${[a, b, c, d].map((word) => word.toString(16)).join(":")}::/64`;
}

/**
 * The client a request comes from, as its per-address limits count it (see
 * {@link limitKeyOfAddress}): the socket's peer, or, behind a reverse proxy
 * that the operator says to trust (FORMWRIGHT_TRUST_PROXY=1), the last
 * address that proxy appended to X-Forwarded-For. Headers are never trusted
 * otherwise, so a client cannot pick its own rate-limit key. Every caller
 * keys a limit with it; nothing stores or logs it.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const address = requestAddress(req, trustProxy);
  return address === "unknown" ? address : limitKeyOfAddress(address);
}

/**
 * The address a request comes from, whole, as the audit log keeps it: the
 * socket's peer, or behind a trusted proxy (FORMWRIGHT_TRUST_PROXY=1) the
 * last address that proxy appended to X-Forwarded-For; an IPv4-mapped IPv6
 * address as its IPv4 address; "unknown" when there is none. Limits count
 * {@link clientAddress} instead (an IPv6 address as its /64).
 *
 * @example
 * requestAddress(req, false); // "203.0.113.5"
 */
export function requestAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = list.at(-1);
    if (last) return unmappedAddress(last);
  }
  const peer = req.socket.remoteAddress;
  return peer ? unmappedAddress(peer) : "unknown";
}

/** An IPv4-mapped IPv6 address as its IPv4 address; anything else as it is. */
function unmappedAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const words = ipv6Words(address);
  if (!words) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = words;
  return a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff
    ? ipv4Of(g, h)
    : address;
}
