import { describe, expect, it } from "vitest";
import { ratingSummary } from "./summary";

describe("ratingSummary", () => {
  it("counts each number of stars from 1 to the newest max, with no score", () => {
    expect(ratingSummary.kind).toBe("distribution");
    const summary = ratingSummary.summarise({
      block: { type: "rating", name: "service", label: "Service", max: 3 },
      field: {},
      tally: new Map([[3, 2]]),
    });
    expect(summary).toEqual({
      min: 1,
      max: 3,
      answers: 2,
      mean: 3,
      nps: null,
      counts: [
        { value: 1, count: 0 },
        { value: 2, count: 0 },
        { value: 3, count: 2 },
      ],
    });
  });

  it("takes five stars when the block does not say", () => {
    const summary = ratingSummary.summarise({
      block: { type: "rating", name: "service", label: "Service" },
      field: {},
      tally: new Map(),
    });
    expect([summary.min, summary.max]).toEqual([1, 5]);
  });
});
