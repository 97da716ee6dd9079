import { describe, expect, test } from "vitest";
import { issuesOf, withBlocks } from "../test/document-issues";
import { IMAGE_LOCAL_PATH_PREFIXES, isImageSrc } from "./image-src-schema";

describe("isImageSrc", () => {
  test.each([
    "/uploads/4f1c2a9e.webp",
    "/uploads/2026/05/photo_1-final.jpg",
    "/samples/sample-1.jpg",
    "https://images.example.com/a.jpg",
    "https://images.example.com:8443/path/a.png?w=1&x=%20y",
    "HTTPS://EXAMPLE.COM/A.JPG",
  ])("accepts %j", (src) => {
    expect(isImageSrc(src)).toBe(true);
  });

  test.each([
    ["javascript:alert(1)", "a javascript: URL"],
    ["JaVaScRiPt:alert(1)", "a javascript: URL in mixed case"],
    ["data:image/png;base64,iVBORw0KGgo=", "a data: URL"],
    ["//evil.example/a.jpg", "a protocol-relative URL"],
    ["/\\evil.example/a.jpg", "a backslash protocol-relative URL"],
    ["http://example.com/a.jpg", "plain http"],
    ["https://user:pass@example.com/a.jpg", "credentials"],
    ["https:///a.jpg", "no host"],
    ["https://exa mple.com/a.jpg", "a space"],
    ["https://example.com/a\n.jpg", "a newline"],
    ["https:\\\\example.com\\a.jpg", "backslashes"],
    ["/uploads/../secret.jpg", "a .. segment"],
    ["/uploads/.hidden.jpg", "a hidden file"],
    ["/uploads/", "a bare prefix"],
    ["/uploads//a.jpg", "an empty segment"],
    ["/uploads/a.jpg?v=2", "a query string on a local path"],
    ["/uploads/a%2e%2e.jpg", "percent escapes"],
    ["/images/a.jpg", "another local folder"],
    ["uploads/a.jpg", "a relative path"],
    ["", "the empty string"],
  ])("refuses %j (%s)", (src) => {
    expect(isImageSrc(src)).toBe(false);
  });
});

describe("parseFormDocument: image src", () => {
  test("reports a bad src at its path and names what is allowed", () => {
    expect(issuesOf(withBlocks([{ type: "image", src: "javascript:alert(1)", alt: "x" }]))).toEqual(
      [
        {
          path: "blocks[0].src",
          message: `must be a local path starting with ${IMAGE_LOCAL_PATH_PREFIXES.join(" or ")} (letters, digits, ".", "_", "-" and "/", no query) or an absolute https URL`,
        },
      ],
    );
  });
});
