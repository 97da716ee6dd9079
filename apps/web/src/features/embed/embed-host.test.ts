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
});
