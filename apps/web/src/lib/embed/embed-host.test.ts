import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/http/security-headers";
import { embedHostOf } from "./embed-host";

const policy = contentSecurityPolicy({
  nonce: "abc",
  frameAncestors: ["https://shop.example", "http://localhost:3431"],
  isDev: false,
});

describe("embedHostOf", () => {
  it("gives the host when the form allows it to embed", () => {
    expect(embedHostOf({ host: "https://shop.example", policy })).toBe("https://shop.example");
    expect(embedHostOf({ host: "http://localhost:3431", policy })).toBe("http://localhost:3431");
  });

  it("gives null for an origin the form does not allow, or no exact origin", () => {
    expect(embedHostOf({ host: "https://evil.example", policy })).toBeNull();
    expect(embedHostOf({ host: "*", policy })).toBeNull();
    expect(embedHostOf({ host: "'self'", policy })).toBeNull();
    expect(embedHostOf({ host: "https://shop.example/", policy })).toBeNull();
    expect(embedHostOf({ host: "https://shop.example.evil.example", policy })).toBeNull();
    expect(embedHostOf({ host: null, policy })).toBeNull();
  });

  it("gives null when the page has no policy or allows no other origin", () => {
    expect(embedHostOf({ host: "https://shop.example", policy: null })).toBeNull();
    const own = contentSecurityPolicy({ nonce: "abc", frameAncestors: [], isDev: false });
    expect(embedHostOf({ host: "https://shop.example", policy: own })).toBeNull();
  });

  it("gives a subdomain's origin when the form allows every subdomain (https://*.example.com)", () => {
    const wild = contentSecurityPolicy({
      nonce: "abc",
      frameAncestors: ["https://*.example.com", "https://*.other.example:8443"],
      isDev: false,
    });
    expect(embedHostOf({ host: "https://shop.example.com", policy: wild })).toBe(
      "https://shop.example.com",
    );
    expect(embedHostOf({ host: "https://a.b.example.com", policy: wild })).toBe(
      "https://a.b.example.com",
    );
    expect(embedHostOf({ host: "https://x.other.example:8443", policy: wild })).toBe(
      "https://x.other.example:8443",
    );
    // Not the domain itself, another scheme or port, or a name that only ends alike.
    expect(embedHostOf({ host: "https://example.com", policy: wild })).toBeNull();
    expect(embedHostOf({ host: "http://shop.example.com", policy: wild })).toBeNull();
    expect(embedHostOf({ host: "https://shop.example.com:8443", policy: wild })).toBeNull();
    expect(embedHostOf({ host: "https://x.other.example", policy: wild })).toBeNull();
    expect(embedHostOf({ host: "https://evilexample.com", policy: wild })).toBeNull();
  });
});
