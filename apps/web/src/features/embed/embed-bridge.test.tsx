// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { postToHost } from "./embed-bridge";

describe("postToHost", () => {
  it("posts a well-formed message to the exact host origin", () => {
    const target = { postMessage: vi.fn() };
    postToHost(
      target,
      { type: "formwright:submitted", version: 1, slug: "contact", submissionId: "abc-1" },
      "https://shop.example",
    );
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: "formwright:submitted", version: 1, slug: "contact", submissionId: "abc-1" },
      "https://shop.example",
    );
  });

  it("refuses a message that is not well formed", () => {
    const target = { postMessage: vi.fn() };
    expect(() =>
      postToHost(
        target,
        { type: "formwright:height", version: 1, slug: "contact", height: -5 },
        "https://shop.example",
      ),
    ).toThrow(/Not a well-formed embed message/);
    expect(target.postMessage).not.toHaveBeenCalled();
  });
});
