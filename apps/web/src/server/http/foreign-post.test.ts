import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isForeignPost } from "./foreign-post";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("isForeignPost", () => {
  it("refuses what the browser marks cross-site", () => {
    expect(isForeignPost(request({ host: "forms.example", "sec-fetch-site": "cross-site" }))).toBe(
      true,
    );
  });

  it("refuses an Origin of another host, a null Origin and a malformed one", () => {
    expect(isForeignPost(request({ host: "forms.example", origin: "https://evil.example" }))).toBe(
      true,
    );
    expect(isForeignPost(request({ host: "forms.example", origin: "null" }))).toBe(true);
    expect(isForeignPost(request({ host: "forms.example", origin: "::" }))).toBe(true);
  });

  it("accepts our own page, also when it is shown in a frame on another site", () => {
    expect(
      isForeignPost(
        request({
          host: "forms.example",
          origin: "https://forms.example",
          "sec-fetch-site": "same-origin",
        }),
      ),
    ).toBe(false);
  });

  it("accepts a post that carries neither header (an old browser)", () => {
    expect(isForeignPost(request({ host: "forms.example" }))).toBe(false);
  });
});
