// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { useSubmission } from "./use-submission";

// The API client is loaded on the first focus or touch, before the submit
// needs it. When that load fails (offline, a deploy removed the chunk, a
// test environment torn down), the warm-up must stay silent: the submit
// loads it again and reports what went wrong itself.
vi.mock("../api/browser-client", () => {
  throw new Error("chunk could not be loaded");
});

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on("unhandledRejection", onUnhandled);
afterEach(() => {
  process.off("unhandledRejection", onUnhandled);
});

it("a warm-up load of the API client that fails leaves no unhandled rejection", async () => {
  renderHook(() => useSubmission("contact"));
  document.dispatchEvent(new FocusEvent("focusin"));
  // Two macrotasks: the failed import settles and Node reports what is unhandled.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(unhandled).toEqual([]);
});
