import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, requestAddress } from "./client-address";

const from = (remoteAddress: string | undefined, forwardedFor?: string) =>
  clientAddress(
    {
      socket: { remoteAddress },
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    } as unknown as IncomingMessage,
    forwardedFor !== undefined,
  );

describe("clientAddress (the key of per-address limits)", () => {
  it("keys an IPv6 client on its /64, the smallest network one subscriber gets", () => {
    expect(from("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(from("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(from("2001:0DB8:0001:0002:0:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(from("2001:db8:1:3::a")).toBe("2001:db8:1:3::/64");
  });

  it("keys an IPv6 client behind a trusted proxy on its /64 too", () => {
    expect(from("127.0.0.1", "203.0.113.9, 2001:db8:1:2::beef")).toBe("2001:db8:1:2::/64");
  });

  it("keeps an IPv4 client's address as it is", () => {
    expect(from("203.0.113.5")).toBe("203.0.113.5");
    expect(from("127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
  });

  it("keys an IPv4-mapped IPv6 client as its IPv4 address, in every spelling", () => {
    expect(from("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(from("::FFFF:cb00:7105")).toBe("203.0.113.5");
    expect(from("0:0:0:0:0:ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("passes on what is no address at all", () => {
    expect(from(undefined)).toBe("unknown");
    expect(from("127.0.0.1", "not-an-address")).toBe("not-an-address");
  });
});

const wholeFrom = (remoteAddress: string | undefined, forwardedFor?: string) =>
  requestAddress(
    {
      socket: { remoteAddress },
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    } as unknown as IncomingMessage,
    forwardedFor !== undefined,
  );

describe("requestAddress (the address the audit log keeps)", () => {
  it("keeps an IPv6 address whole, and an IPv4-mapped one as IPv4", () => {
    expect(wholeFrom("2001:db8:1:2::a")).toBe("2001:db8:1:2::a");
    expect(wholeFrom("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(wholeFrom("203.0.113.5")).toBe("203.0.113.5");
  });

  it("takes the address a trusted proxy appended, and nothing else", () => {
    expect(wholeFrom("127.0.0.1", "203.0.113.9, 2001:db8:1:2::beef")).toBe("2001:db8:1:2::beef");
    expect(wholeFrom(undefined)).toBe("unknown");
  });
});
