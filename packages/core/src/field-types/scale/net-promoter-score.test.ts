import { describe, expect, it } from "vitest";
import { netPromoterScore } from "./net-promoter-score";

describe("netPromoterScore", () => {
  it("is % promoters (9-10) minus % detractors (0-6); 7 and 8 count only in the total", () => {
    const counts = [
      { value: 10, count: 2 },
      { value: 9, count: 1 },
      { value: 8, count: 3 },
      { value: 7, count: 1 },
      { value: 6, count: 2 },
      { value: 0, count: 1 },
    ];
    // 3 promoters, 3 detractors of 10
    expect(netPromoterScore(counts)).toBe(0);
    // 5 promoters, 3 detractors of 12: 16.67
    expect(netPromoterScore([...counts, { value: 10, count: 2 }])).toBe(17);
  });

  it("rounds halves away from zero", () => {
    // 1 promoter of 8: 12.5
    expect(
      netPromoterScore([
        { value: 9, count: 1 },
        { value: 7, count: 7 },
      ]),
    ).toBe(13);
    expect(
      netPromoterScore([
        { value: 3, count: 1 },
        { value: 8, count: 7 },
      ]),
    ).toBe(-13);
  });

  it("runs from -100 to 100, and is null without answers", () => {
    expect(netPromoterScore([{ value: 10, count: 4 }])).toBe(100);
    expect(netPromoterScore([{ value: 0, count: 4 }])).toBe(-100);
    expect(netPromoterScore([])).toBeNull();
    expect(netPromoterScore([{ value: 5, count: 0 }])).toBeNull();
  });
});
