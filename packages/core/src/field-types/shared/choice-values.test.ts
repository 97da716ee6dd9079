import { describe, expect, it, vi } from "vitest";
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

  it("scores values of any length, long ones too, and skips items of the same length that are no option", () => {
    const long = "x".repeat(40);
    const mixed = [
      { label: "A", value: "a", points: 1 },
      { label: "Long", value: long, points: 5 },
      { label: "Unscored", value: "unscored" },
      { label: "Sixty", value: "y".repeat(60), points: 7 },
    ];
    expect(
      choicePoints({ label: "Q", options: mixed }, ["b", "a", `${long}z`, long, 3, null]),
    ).toBe(6);
    expect(
      choicePoints({ label: "Q", options: mixed }, ["y".repeat(60), "unscored", "z".repeat(40)]),
    ).toBe(7);
    expect(choicePoints({ label: "Q", options: mixed }, long)).toBe(5);
  });

  it("looks up no created choice that no scored option's value could be (issue 32: points(tags) on 1 MB of created choices)", () => {
    const tags = Array.from({ length: 10 }, (_, i) => ({
      label: `Tag ${i}`,
      value: `tag-${i}`,
      points: i + 1,
    }));
    const created = Array.from({ length: 5000 }, (_, i) => `created-${i}`);
    const get = vi.spyOn(Map.prototype, "get");
    try {
      expect(choicePoints({ label: "Q", options: tags }, [...created, "tag-2", "tag-9"])).toBe(13);
      // Before: one look-up per item (5,002).
      expect(get.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      get.mockRestore();
    }
  });
});
