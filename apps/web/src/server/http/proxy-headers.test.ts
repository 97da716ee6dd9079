import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isHttps, publicHost } from "./proxy-headers";

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe("isHttps", () => {
  it("is true on a TLS socket (the server terminating TLS itself)", () => {
    expect(isHttps(request({}, true))).toBe(true);
  });

  it("reads the first X-Forwarded-Proto a trusted proxy left", () => {
    expect(isHttps(request({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(isHttps(request({ "x-forwarded-proto": "HTTPS, http" }))).toBe(true);
    expect(isHttps(request({ "x-forwarded-proto": "http" }))).toBe(false);
    expect(isHttps(request({}))).toBe(false);
  });
});

describe("publicHost", () => {
  it("prefers X-Forwarded-Host to Host", () => {
    expect(
      publicHost(request({ host: "127.0.0.1:3000", "x-forwarded-host": "Forms.Example.com" })),
    ).toBe("forms.example.com");
    expect(publicHost(request({ host: "127.0.0.1:3000" }))).toBe("127.0.0.1:3000");
  });
});
