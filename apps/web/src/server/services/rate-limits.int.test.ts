import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { createLimiter } from "./rate-limits";

describe.each(databaseTargets)("rate limits on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("allows the configured number of events, then answers with a retry time", async () => {
    const limiter = createLimiter(conn.db, { prefix: "t1", points: 3, durationS: 60 });
    for (let i = 0; i < 3; i++)
      expect(await limiter.consume("client-a")).toEqual({ allowed: true });
    const refused = await limiter.consume("client-a");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limiter.consume("client-b")).toEqual({ allowed: true });
  });

  it("shares counts between two limiters on the same database, as two instances would", async () => {
    const first = createLimiter(conn.db, { prefix: "t2", points: 2, durationS: 60 });
    const second = createLimiter(conn.db, { prefix: "t2", points: 2, durationS: 60 });
    expect((await first.consume("k")).allowed).toBe(true);
    expect((await second.consume("k")).allowed).toBe(true);
    expect((await first.consume("k")).allowed).toBe(false);
  });

  it("counts exactly under concurrent use", async () => {
    const limiter = createLimiter(conn.db, { prefix: "t3", points: 10, durationS: 60 });
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume("burst")));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("is off with zero points", async () => {
    const limiter = createLimiter(conn.db, { prefix: "t4", points: 0, durationS: 60 });
    for (let i = 0; i < 5; i++) expect((await limiter.consume("x")).allowed).toBe(true);
  });
});
