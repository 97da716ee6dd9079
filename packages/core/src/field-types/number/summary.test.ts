import { describe, expect, it } from "vitest";
import { numberSummary } from "./summary";

describe("numberSummary", () => {
  const block = { type: "number" as const, name: "age", label: "Age" };

  it("gives the database's statistics, the mean to two decimals", () => {
    const tally = { answers: 3, min: 1, max: 10, mean: 14 / 3, median: 3, sum: 14 };
    expect(numberSummary.summarise({ block, field: {} as never, tally })).toEqual({
      answers: 3,
      min: 1,
      max: 10,
      mean: 4.67,
      median: 3,
      sum: 14,
    });
  });

  it("says null for every statistic without answers", () => {
    const tally = { answers: 0, min: null, max: null, mean: null, median: null, sum: null };
    expect(numberSummary.summarise({ block, field: {} as never, tally })).toEqual(tally);
  });
});
