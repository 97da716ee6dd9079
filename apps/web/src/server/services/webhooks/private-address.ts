import { BlockList, isIP } from "node:net";
import { ipv4Of, ipv6Words } from "../../net/ipv6-words";

/**
 * Addresses a webhook may not reach: loopback, private, link-local, CGNAT,
 * "this network", multicast, reserved and documentation ranges, IPv4 and IPv6;
 * and the IPv6 ranges that tunnel to an IPv4 address the guard cannot judge
 * or that no receiver needs: IPv4-compatible `::/96` (deprecated; it holds
 * `::` and `::1` too), 6to4 `2002::/16` (deprecated), Teredo `2001::/32`, and
 * the local-use NAT64 prefix `64:ff9b:1::/48` (a translator of this network).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96],
  ["100::", 64],
  ["2001::", 32],
  ["2002::", 16],
  ["64:ff9b:1::", 48],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/**
 * The IPv4 address an IPv6 address only carries, in whatever spelling it
 * comes: IPv4-mapped `::ffff:0:0/96` (what a dual-stack lookup answers),
 * IPv4-translated `::ffff:0:0:0/96`, and the NAT64 well-known prefix
 * `64:ff9b::/96` (on an IPv6-only network with DNS64, every IPv4 receiver
 * has such an address); null for any other address.
 */
function carriedIpv4(words: readonly number[]): string | null {
  const [a, b, c, d, e, f, g = 0, h = 0] = words;
  const zeros = (...parts: Array<number | undefined>) => parts.every((part) => part === 0);
  const isMapped = zeros(a, b, c, d, e) && f === 0xffff;
  const isTranslated = zeros(a, b, c, d, f) && e === 0xffff;
  const isNat64 = a === 0x64 && b === 0xff9b && zeros(c, d, e, f);
  return isMapped || isTranslated || isNat64 ? ipv4Of(g, h) : null;
}

/**
 * Whether an IP address is one a webhook must not reach. An IPv6 address
 * that carries an IPv4 address (see {@link carriedIpv4}) is judged by that
 * address, in every spelling. Anything that is not an IP address counts as
 * private, so a parsing surprise fails closed.
 *
 * @example
 * isPrivateAddress("10.1.2.3"); // true
 * isPrivateAddress("::ffff:7f00:1"); // true (127.0.0.1)
 * isPrivateAddress("2002:a00:1::1"); // true (6to4)
 * isPrivateAddress("93.184.216.34"); // false
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIP(bare) === 4) return blocked.check(bare, "ipv4");
  const words = ipv6Words(bare);
  if (!words) return true;
  const inner = carriedIpv4(words);
  if (inner) return blocked.check(inner, "ipv4");
  return blocked.check(bare, "ipv6");
}
