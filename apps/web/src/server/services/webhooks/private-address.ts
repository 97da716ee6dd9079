import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may not reach: loopback, private, link-local, CGNAT,
 * "this network", multicast, reserved and documentation ranges, IPv4 and IPv6.
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
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/**
 * The IPv4 address inside an IPv6 one that only wraps it (`::ffff:a.b.c.d`
 * mapped, `::a.b.c.d` compatible, `64:ff9b::a.b.c.d` NAT64), else null.
 */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return null;
}

/**
 * Whether an IP address is one a webhook must not reach. Anything that is not
 * an IP address counts as private, so a parsing surprise fails closed.
 *
 * @example
 * isPrivateAddress("10.1.2.3"); // true
 * isPrivateAddress("::ffff:127.0.0.1"); // true
 * isPrivateAddress("93.184.216.34"); // false
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, "ipv4");
  return blocked.check(bare, "ipv6");
}
