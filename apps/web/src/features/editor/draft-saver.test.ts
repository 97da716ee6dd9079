import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, DraftSaver, type DraftSnapshot, type SaverPhase } from "./draft-saver";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A saver over a draft held here, and a server that answers when told to. */
function setup() {
  let title = "A";
  const draft: Omit<DraftSnapshot, "document"> = {
    formId: "f",
    generation: 1,
    revision: 1,
    savedJson: JSON.stringify({ title: "A", blocks: [] }),
  };
  const phases: SaverPhase["kind"][] = [];
  const requests: Array<{
    title: unknown;
    expectedRevision: number;
    answer: (revision: number) => void;
  }> = [];
  const saver = new DraftSaver({
    read: () => ({ ...draft, document: { title, blocks: [] } }),
    countProblems: () => 0,
    save: (input) =>
      new Promise((resolve) => {
        requests.push({
          title: input.document.title,
          expectedRevision: input.expectedRevision,
          answer: (revision) => resolve({ revision }),
        });
      }),
    describeFailure: () => ({ isConflict: false, message: "down" }),
    onSaved: () => {},
    onPhase: (phase) => phases.push(phase.kind),
  });
  saver.start();
  const type = (next: string) => {
    title = next;
    saver.notifyChange();
  };
  return { saver, type, requests, phases };
}

describe("DraftSaver", () => {
  it("tells no one of a save that ends after the editor went (its page and state are gone)", async () => {
    const { saver, type, requests, phases } = setup();
    type("AB");
    saver.stop(); // the waiting save goes now
    expect(requests.map((r) => r.title)).toEqual(["AB"]);
    const before = [...phases];
    requests[0]?.answer(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(before);
  });

  it("sends one save at a time: changes made meanwhile go next, on the revision it returned", async () => {
    const { type, requests, phases } = setup();
    type("AB");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(requests.map((r) => [r.title, r.expectedRevision])).toEqual([["AB", 1]]);

    // Typing on while the first save is on its way: its pause passes, nothing else is sent.
    type("ABC");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(requests).toHaveLength(1);

    requests[0]?.answer(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => [r.title, r.expectedRevision])).toEqual([
      ["AB", 1],
      ["ABC", 2],
    ]);
    requests[1]?.answer(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(phases.at(-1)).toBe("saved");
  });

  it("holds timer saves while a publish or reload runs, and saves once released", async () => {
    const { saver, type, requests } = setup();
    saver.hold();
    type("AB");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(requests).toHaveLength(0);
    saver.release();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(requests.map((r) => r.title)).toEqual(["AB"]);
  });
});
