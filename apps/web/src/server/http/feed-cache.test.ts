import { describe, expect, it } from "vitest";
import {
  createFeedCache,
  FEED_CACHE_ENTRY_MAX,
  FEED_CACHE_MS,
  FEED_CACHE_TOTAL_MAX,
} from "./feed-cache";

describe("the feed cache", () => {
  it("answers a feed's CSV for a minute, then reads it again", () => {
    let now = 1_000_000;
    const cache = createFeedCache(() => now);
    cache.set("a", { fileName: "a.csv", body: "x\r\n" });
    now += FEED_CACHE_MS - 1;
    expect(cache.get("a")).toEqual({ fileName: "a.csv", body: "x\r\n", at: 1_000_000 });
    now += 1;
    expect(cache.get("a")).toBeNull();
  });

  it("keeps each feed apart", () => {
    const cache = createFeedCache();
    cache.set("a", { fileName: "a.csv", body: "a" });
    cache.set("b", { fileName: "b.csv", body: "b" });
    expect(cache.get("a")?.body).toBe("a");
    expect(cache.get("b")?.body).toBe("b");
    expect(cache.get("c")).toBeNull();
  });

  it("does not keep a CSV over the size of one entry", () => {
    const cache = createFeedCache();
    cache.set("big", { fileName: "big.csv", body: "x".repeat(FEED_CACHE_ENTRY_MAX + 1) });
    expect(cache.get("big")).toBeNull();
  });

  it("drops the oldest CSVs to stay within its total", () => {
    const cache = createFeedCache();
    const body = "x".repeat(FEED_CACHE_ENTRY_MAX);
    const fit = FEED_CACHE_TOTAL_MAX / FEED_CACHE_ENTRY_MAX;
    for (let i = 0; i <= fit; i++) cache.set(`f${i}`, { fileName: "f.csv", body });
    expect(cache.get("f0")).toBeNull();
    for (let i = 1; i <= fit; i++) expect(cache.get(`f${i}`)).not.toBeNull();
  });
});
