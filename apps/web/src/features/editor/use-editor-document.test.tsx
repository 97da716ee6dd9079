// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import {
  useEditorDocument,
  VALIDATE_DEBOUNCE_MS,
  VALIDATE_IDLE_TIMEOUT_MS,
} from "./use-editor-document";

// Issue 31 §7: the check of the whole draft after a pause runs in the browser's
// idle time (never on a keystroke), and finding the same problems redraws nothing.
const form: LoadedEditorForm = {
  id: "f1",
  slug: "contact",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "contact",
    title: "Contact",
    blocks: [
      { type: "text", name: "first", label: "First" },
      { type: "text", name: "second", label: "Second" },
    ],
  },
};

let idle: Array<{ id: number; run: () => void; timeout?: number }> = [];
let nextId = 1;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  idle = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void, options?: { timeout?: number }) => {
    const id = nextId++;
    idle.push({ id, run, timeout: options?.timeout });
    return id;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => {
    idle = idle.filter((task) => task.id !== id);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function rename(second: string) {
  return {
    type: "updateBlock" as const,
    key: "b2",
    block: { type: "text", name: second, label: "Second" },
  };
}

describe("useEditorDocument: the draft's check", () => {
  it("checks once typing pauses, when the browser is idle; a change before then starts over", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useEditorDocument(form);
    });
    const { store } = result.current;
    expect(result.current.problems).toEqual([]);

    act(() => store.dispatch(rename("first")));
    act(() => vi.advanceTimersByTime(VALIDATE_DEBOUNCE_MS));
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(VALIDATE_IDLE_TIMEOUT_MS);
    expect(result.current.problems).toEqual([]);

    // Typing on before the idle time: that check goes, a new one waits for the next pause.
    act(() => store.dispatch(rename("first2")));
    expect(idle).toHaveLength(0);
    act(() => store.dispatch(rename("first")));
    act(() => vi.advanceTimersByTime(VALIDATE_DEBOUNCE_MS));
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.run());
    expect(result.current.problems).toHaveLength(1);
    expect(result.current.problems[0]?.target).toBe("b2");

    // The same problem found again: the same list, the editor is not drawn again.
    const found = result.current.problems;
    act(() =>
      store.dispatch({
        type: "updateBlock",
        key: "b2",
        block: { type: "text", name: "first", label: "Second one" },
      }),
    );
    act(() => vi.advanceTimersByTime(VALIDATE_DEBOUNCE_MS));
    const before = renders;
    act(() => idle.shift()?.run());
    expect(result.current.problems).toBe(found);
    expect(renders).toBe(before);
  });
});
