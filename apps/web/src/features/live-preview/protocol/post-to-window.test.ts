import { describe, expect, it, vi } from "vitest";
import { createMessage } from "./create-message";
import { isExactOrigin } from "./is-exact-origin";
import type { PreviewMessage } from "./message-schema";
import { postToWindow } from "./post-to-window";

const message = createMessage({ type: "document-saved", formId: "f1", revision: 2 });

describe("postToWindow", () => {
  it("posts the message naming the exact target origin", () => {
    const target = { closed: false, postMessage: vi.fn() };
    expect(postToWindow({ target, message, targetOrigin: "http://127.0.0.1:3000" })).toBe(true);
    expect(target.postMessage).toHaveBeenCalledWith(message, "http://127.0.0.1:3000");
  });

  it('refuses "*" and anything that is not one origin', () => {
    const target = { closed: false, postMessage: vi.fn() };
    for (const targetOrigin of ["*", "/", "http://127.0.0.1:3000/", "http://a.test/path", ""]) {
      expect(() => postToWindow({ target, message, targetOrigin })).toThrow(/exact target origin/);
    }
    expect(target.postMessage).not.toHaveBeenCalled();
  });

  it("refuses a malformed message", () => {
    const target = { closed: false, postMessage: vi.fn() };
    const bad = { ...message, revision: "2" } as unknown as PreviewMessage;
    expect(() => postToWindow({ target, message: bad, targetOrigin: "http://a.test" })).toThrow();
    expect(target.postMessage).not.toHaveBeenCalled();
  });

  it("returns false for a closed or missing window", () => {
    const closed = { closed: true, postMessage: vi.fn() };
    expect(postToWindow({ target: closed, message, targetOrigin: "http://a.test" })).toBe(false);
    expect(closed.postMessage).not.toHaveBeenCalled();
    expect(postToWindow({ target: null, message, targetOrigin: "http://a.test" })).toBe(false);
  });
});

describe("isExactOrigin", () => {
  it("accepts an origin and refuses the rest", () => {
    expect(isExactOrigin("https://forms.example.com")).toBe(true);
    expect(isExactOrigin("http://localhost:3000")).toBe(true);
    expect(isExactOrigin("*")).toBe(false);
    expect(isExactOrigin("https://forms.example.com/")).toBe(false);
    expect(isExactOrigin("file:///tmp/x")).toBe(false);
  });
});
