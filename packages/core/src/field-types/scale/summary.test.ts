import { describe, expect, it } from "vitest";
import type { ScaleBlock } from "./block";
import { scaleSummary } from "./summary";

const block: ScaleBlock = { type: "scale", name: "ease", label: "Ease" };
const nps: ScaleBlock = { type: "scale", name: "recommend", label: "Recommend", preset: "nps" };
const tally = new Map([
  [10, 3],
  [8, 1],
  [2, 1],
]);

describe("scaleSummary", () => {
  it("is a distribution over the newest version's points", () => {
    expect(scaleSummary.kind).toBe("distribution");
    const summary = scaleSummary.summarise({ block: nps, field: {}, tally });
    expect(summary).toMatchObject({ min: 0, max: 10, answers: 5, mean: 8 });
    expect(summary.counts).toHaveLength(11);
  });

  it("gives the Net Promoter Score of an NPS question, and none of another scale", () => {
    expect(scaleSummary.summarise({ block: nps, field: {}, tally }).nps).toBe(40);
    expect(scaleSummary.summarise({ block, field: {}, tally }).nps).toBeNull();
    expect(scaleSummary.summarise({ block: undefined, field: {}, tally }).nps).toBeNull();
  });

  it("gives no score without answers", () => {
    expect(scaleSummary.summarise({ block: nps, field: {}, tally: new Map() })).toMatchObject({
      answers: 0,
      mean: null,
      nps: null,
    });
  });
});
