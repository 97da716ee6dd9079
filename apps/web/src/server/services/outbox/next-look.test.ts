import { describe, expect, it } from "vitest";
import { nextLookInMs, OUTBOX_BUSY_POLL_MS } from "./worker";

describe("when the outbox worker looks again", () => {
  it("at once after a full batch, in a moment after a partial one, after the poll after none", () => {
    expect(nextLookInMs({ claimed: 100, batchSize: 100, pollMs: 500 })).toBe(0);
    // Under a submission load batches rarely fill: waiting the whole poll let
    // deliveries fall behind the intake (189/s against 282/s accepted).
    expect(nextLookInMs({ claimed: 37, batchSize: 100, pollMs: 500 })).toBe(OUTBOX_BUSY_POLL_MS);
    expect(nextLookInMs({ claimed: 0, batchSize: 100, pollMs: 500 })).toBe(500);
    // A poll shorter than the busy wait (tests) is kept.
    expect(nextLookInMs({ claimed: 3, batchSize: 100, pollMs: 5 })).toBe(5);
  });
});
