import { describe, expect, it } from "vitest";
import { ipv4Of, ipv6Words } from "./ipv6-words";

describe("ipv6Words", () => {
  it("reads every spelling of one address as the same eight words", () => {
    const words = [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1];
    for (const spelling of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::FFFF:7F00:0001",
      "0:0:0:0:0:ffff:7f00:1",
      "0000:0000:0000:0000:0000:ffff:127.0.0.1",
      "[::ffff:7f00:1]",
    ]) {
      expect(ipv6Words(spelling), spelling).toEqual(words);
    }
  });

  it("places the words around :: wherever it stands", () => {
    expect(ipv6Words("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Words("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Words("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Words("fe80::1%eth0")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  });

  it("answers null for what is not an IPv6 address", () => {
    for (const value of ["10.0.0.1", "not-an-ip", "1::2::3", "", "12345::"]) {
      expect(ipv6Words(value), value).toBeNull();
    }
  });

  it("writes two words as a dotted IPv4 address", () => {
    expect(ipv4Of(0xcb00, 0x7105)).toBe("203.0.113.5");
  });
});
