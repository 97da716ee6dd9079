import { expect, test } from "vitest";
import { isHttpUrl } from "./is-http-url";

test.each(["https://example.com", "http://localhost:3000/a?b=c#d", "HTTPS://EXAMPLE.COM/"])(
  "accepts %j",
  (text) => {
    expect(isHttpUrl(text)).toBe(true);
  },
);

test.each([
  "example.com",
  "ftp://example.com",
  "http:example.com",
  "https://",
  "http://exa mple.com",
  "/path",
])("refuses %j", (text) => {
  expect(isHttpUrl(text)).toBe(false);
});
