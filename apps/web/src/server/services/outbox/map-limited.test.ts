import { describe, expect, it } from "vitest";
import { mapLimited } from "./map-limited";

describe("mapLimited", () => {
  it("keeps at most `limit` calls in flight and answers in the items' order", async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapLimited([30, 5, 20, 1, 10, 2, 8], 3, async (ms, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return `${index}:${ms}`;
    });
    expect(most).toBe(3);
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10", "5:2", "6:8"]);
  });

  it("answers an empty list without calling, and refuses a limit below 1", async () => {
    await expect(mapLimited([], 4, async () => 1)).resolves.toEqual([]);
    await expect(mapLimited([1], 0, async () => 1)).rejects.toThrow("limit must be at least 1");
  });
});
