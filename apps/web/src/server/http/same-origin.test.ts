import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const HOST = "forms.example.com";
/** A request that reached us over https (a trusted proxy says so). */
const from = (headers: Record<string, string>) =>
  isSameOrigin({ headers: { host: HOST, "x-forwarded-proto": "https", ...headers } });

describe("isSameOrigin", () => {
  it("accepts our own origin, whatever the case and default port", () => {
    expect(from({ origin: "https://forms.example.com" })).toBe(true);
    expect(from({ origin: "https://FORMS.example.com:443" })).toBe(true);
  });

  it("accepts what the browser marks same-origin", () => {
    expect(from({ "sec-fetch-site": "same-origin", origin: "https://forms.example.com" })).toBe(
      true,
    );
    expect(from({ "sec-fetch-site": "same-origin" })).toBe(true);
  });

  it("accepts a request with neither header (not another site's page)", () => {
    expect(from({})).toBe(true);
  });

  it("refuses another origin, a sibling subdomain, another port, and null", () => {
    expect(from({ origin: "https://evil.example" })).toBe(false);
    expect(from({ origin: "https://a.forms.example.com" })).toBe(false);
    expect(from({ origin: "https://forms.example.com:8443" })).toBe(false);
    expect(from({ origin: "null" })).toBe(false);
    expect(from({ origin: "not a url" })).toBe(false);
  });

  it("refuses what the browser marks cross-site or same-site, even without Origin", () => {
    expect(from({ "sec-fetch-site": "cross-site" })).toBe(false);
    expect(from({ "sec-fetch-site": "same-site" })).toBe(false);
    expect(from({ "sec-fetch-site": "same-site", origin: "https://forms.example.com" })).toBe(
      false,
    );
  });

  it("compares with the host a trusted proxy forwarded", () => {
    const behindProxy = {
      host: "127.0.0.1:3000",
      "x-forwarded-host": "forms.example.com",
      "x-forwarded-proto": "https",
      origin: "https://forms.example.com",
    };
    expect(isSameOrigin({ headers: behindProxy })).toBe(true);
  });

  it("accepts a form posted from our own page shown in a frame on another site", () => {
    expect(from({ "sec-fetch-site": "same-origin", origin: "https://forms.example.com" })).toBe(
      true,
    );
  });

  it("refuses an origin of another scheme or port on the same host", () => {
    const plain = (origin: string) =>
      isSameOrigin({ headers: { host: "host:3000", origin }, socket: { encrypted: false } });
    expect(plain("http://host:3000")).toBe(true);
    expect(plain("https://host:3000")).toBe(false);
    expect(plain("http://host:3001")).toBe(false);
    const tls = (origin: string) =>
      isSameOrigin({ headers: { host: "host:3000", origin }, socket: { encrypted: true } });
    expect(tls("https://host:3000")).toBe(true);
    expect(tls("http://host:3000")).toBe(false);
    expect(tls("https://host:3001")).toBe(false);
  });

  it("takes the scheme a trusted proxy forwarded, and a default port written or not", () => {
    const behindProxy = (origin: string, host = "forms.example.com") =>
      isSameOrigin({ headers: { host, "x-forwarded-proto": "https", origin } });
    expect(behindProxy("https://forms.example.com")).toBe(true);
    expect(behindProxy("https://forms.example.com", "forms.example.com:443")).toBe(true);
    expect(behindProxy("http://forms.example.com")).toBe(false);
    expect(behindProxy("http://forms.example.com:443")).toBe(false);
  });

  it("refuses a malformed Origin", () => {
    expect(from({ origin: "::" })).toBe(false);
  });
});
