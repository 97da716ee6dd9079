import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::10.0.0.1",
    "[::1]",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "100.128.0.1",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  // Every IPv6 form that carries or tunnels to an IPv4 address, in several spellings.
  it.each([
    // IPv4-mapped (::ffff:0:0/96): judged by the IPv4 address inside.
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["0:0:0:0:0:ffff:7f00:1", true],
    ["0000:0000:0000:0000:0000:FFFF:0A00:0001", true],
    ["::ffff:a9fe:a9fe", true],
    ["::ffff:8.8.8.8", false],
    ["::ffff:808:808", false],
    // IPv4-translated (::ffff:0:0:0/96, SIIT): judged by the IPv4 address inside.
    ["::ffff:0:127.0.0.1", true],
    ["::ffff:0:a00:1", true],
    ["::ffff:0:808:808", false],
    // NAT64 well-known prefix (64:ff9b::/96): judged by the IPv4 address inside,
    // so a server on an IPv6-only network with DNS64 still reaches public receivers.
    ["64:ff9b::10.0.0.1", true],
    ["64:ff9b::7f00:1", true],
    ["64:ff9b:0:0:0:0:a9fe:a9fe", true],
    ["64:FF9B::C0A8:0101", true],
    ["64:ff9b::808:808", false],
    // NAT64 local-use prefix (64:ff9b:1::/48): a translator of this network, refused.
    ["64:ff9b:1::808:808", true],
    // IPv4-compatible (::/96, deprecated): refused whatever it holds.
    ["::127.0.0.1", true],
    ["::7f00:1", true],
    ["::a00:1", true],
    ["0:0:0:0:0:0:a9fe:a9fe", true],
    ["::8.8.8.8", true],
    // 6to4 (2002::/16, deprecated): refused whatever IPv4 address it names.
    ["2002:7f00:1::", true],
    ["2002:a00:1::1", true],
    ["2002:a9fe:a9fe::", true],
    ["2002:808:808::1", true],
    // Teredo (2001::/32): tunnels to an IPv4 address the guard cannot judge, refused.
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", true],
    // Ordinary public IPv6 stays allowed.
    ["2001:4860:4860::8888", false],
    ["2a00:1450:4001:82b::200e", false],
  ])("judges %s as private: %s", (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });
});
