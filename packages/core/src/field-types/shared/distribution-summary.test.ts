import { describe, expect, it } from "vitest";
import { countsOnRange, meanOfCounts } from "./distribution-summary";

describe("meanOfCounts", () => {
  it("is the mean rounded to two decimals, null without answers", () => {
    expect(
      meanOfCounts([
        { value: 4, count: 2 },
        { value: 5, count: 1 },
      ]),
    ).toBe(4.33);
    expect(
      meanOfCounts([
        { value: 1, count: 1 },
        { value: 5, count: 1 },
      ]),
    ).toBe(3);
    expect(meanOfCounts([])).toBeNull();
  });
});

describe("countsOnRange", () => {
  it("counts every number of the range, zero counts included", () => {
    const summary = countsOnRange({ range: { min: 1, max: 3 }, tally: new Map([[2, 4]]) });
    expect(summary).toEqual({
      min: 1,
      max: 3,
      answers: 4,
      mean: 2,
      counts: [
        { value: 1, count: 0 },
        { value: 2, count: 4 },
        { value: 3, count: 0 },
      ],
    });
  });

  it("widens the range to numbers an older version took", () => {
    const summary = countsOnRange({
      range: { min: 1, max: 3 },
      tally: new Map([
        [5, 1],
        [1, 1],
      ]),
    });
    expect(summary.max).toBe(5);
    expect(summary.counts.map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it("without a block, spans the answers alone; without either, is empty", () => {
    expect(countsOnRange({ range: undefined, tally: new Map([[7, 2]]) }).counts).toEqual([
      { value: 7, count: 2 },
    ]);
    expect(countsOnRange({ range: undefined, tally: new Map() })).toEqual({
      min: 0,
      max: 0,
      answers: 0,
      mean: null,
      counts: [],
    });
  });
});
