import { describe, expect, it } from "vitest";
import { choicePoints } from "./choice-values";

/** A list that counts how many of its items are read. */
function countingList(items: readonly string[]): { list: string[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy([...items], {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { list, reads: () => reads };
}

describe("choicePoints", () => {
  const options = Array.from({ length: 2000 }, (_, i) => ({
    label: `Option ${i}`,
    value: `option-${i}`,
    points: i % 3,
  }));

  it("adds the points of the chosen options (one value or a list), a created choice scoring 0", () => {
    expect(choicePoints({ label: "Q", options }, "option-5")).toBe(2);
    expect(choicePoints({ label: "Q", options }, ["option-1", "option-2", "mine"])).toBe(3);
    expect(choicePoints({ label: "Q", options }, null)).toBe(0);
    expect(choicePoints({ label: "Q", options }, [])).toBe(0);
  });

  it("counts a repeated choice once, as the option is chosen once", () => {
    expect(choicePoints({ label: "Q", options }, ["option-2", "option-2"])).toBe(2);
  });

  it("reads each chosen item a bounded number of times, not once per option (a 1 MB answer to a long list)", () => {
    const { list, reads } = countingList(options.map((option) => option.value));
    const total = options.reduce((sum, option) => sum + option.points, 0);
    expect(choicePoints({ label: "Q", options }, list)).toBe(total);
    // Before: every option looked through the whole answer (2,000 × 2,000 reads).
    expect(reads()).toBeLessThanOrEqual(2 * options.length);
  });
});
