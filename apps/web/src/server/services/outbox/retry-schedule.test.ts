import { describe, expect, it } from "vitest";
import { RETRY_DELAYS_MS, retryDelayMs } from "./retry-schedule";

describe("retryDelayMs", () => {
  it("waits a minute after the first failure and gives up after the seventh attempt", () => {
    expect(retryDelayMs({ attempts: 1, random: () => 0.5 })).toBe(60_000);
    expect(retryDelayMs({ attempts: RETRY_DELAYS_MS.length + 1 })).toBeNull();
  });

  it("spreads retries over about a day", () => {
    const total = RETRY_DELAYS_MS.reduce((sum, d) => sum + d, 0);
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it("jitters each wait by at most a fifth", () => {
    expect(retryDelayMs({ attempts: 2, random: () => 0 })).toBe(240_000);
    expect(retryDelayMs({ attempts: 2, random: () => 1 })).toBe(360_000);
  });
});
