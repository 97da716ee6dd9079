import { describe, expect, it } from "vitest";
import { isEmbedOrigin, parseEmbedOrigin } from "./embedding";

describe("parseEmbedOrigin", () => {
  it.each([
    ["https://shop.example", "https://shop.example"],
    ["https://Shop.Example/", "https://shop.example"],
    ["https://shop.example:443", "https://shop.example"],
    ["https://shop.example:8443", "https://shop.example:8443"],
    ["https://*.example.com", "https://*.example.com"],
    ["https://*.Example.com:8443", "https://*.example.com:8443"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
    ["https://bücher.example", "https://xn--bcher-kva.example"],
    ["  https://shop.example  ", "https://shop.example"],
  ])("accepts %s as %s", (value, origin) => {
    expect(parseEmbedOrigin(value)).toBe(origin);
    expect(isEmbedOrigin(origin)).toBe(true);
  });

  it.each([
    // Another CSP directive or source smuggled in: ; , ' and spaces end a source.
    "https://a.example;frame-ancestors *",
    "https://a.example;sandbox",
    "https://a.example%3Bsandbox",
    "https://a.example,https://b.example",
    "https://a.example'",
    "https://a.example 'unsafe-inline'",
    // Wildcards other than one leading label of a domain with at least two labels.
    "*",
    "https://*",
    "https://*.com",
    "https://a.*.example.com",
    "https://foo*.example.com",
    "http://*.example.com",
    // Scheme-only sources, keywords, other schemes, plain http off localhost.
    "https:",
    "https://",
    "'self'",
    "javascript:alert(1)",
    "data:",
    "http://shop.example",
    // More than an origin.
    "https://shop.example/path",
    "https://shop.example/?x=1",
    "https://shop.example#top",
    "https://user@shop.example",
    "https://user:secret@shop.example",
    "https://shop.example:99999",
    "https://shop_example.com",
  ])("refuses %s, naming it", (value) => {
    expect(() => parseEmbedOrigin(value)).toThrow(JSON.stringify(value.trim()));
    expect(isEmbedOrigin(value)).toBe(false);
  });
});
