import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { signInBackoff } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

import {
  backoffDelayS,
  clearSignInFailures,
  reserveSignInAttempt,
  SIGN_IN_BACKOFF,
} from "./sign-in-backoff";

describe("the backoff delay", () => {
  it("is free for the first attempts, then doubles, up to the cap", () => {
    const policy = { freeAttempts: 3, maxDelayS: 60, forgetAfterS: 3600 };
    expect([0, 1, 2].map((f) => backoffDelayS(f, policy))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 9, 50].map((f) => backoffDelayS(f, policy))).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe.each(databaseTargets)("sign-in backoff on $name", ({ open }) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await connection?.close();
  });

  it("counts parallel attempts one by one: no more than the free ones get through", async () => {
    const decisions = await Promise.all(
      Array.from({ length: SIGN_IN_BACKOFF.freeAttempts + 5 }, () =>
        reserveSignInAttempt(connection.db, "burst@example.com"),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(SIGN_IN_BACKOFF.freeAttempts);
  });

  it("lets one attempt through once the delay has passed, and then waits longer", async () => {
    const { db } = connection;
    const key = "slow@example.com";
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i++) {
      expect((await reserveSignInAttempt(db, key)).allowed).toBe(true);
    }
    const refused = await reserveSignInAttempt(db, key);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // As if the last attempt was 2 seconds ago: the 1-second delay is over.
    await db
      .update(signInBackoff)
      .set({ lastAt: sql`now() - interval '2 seconds'` })
      .where(eq(signInBackoff.key, key));
    expect((await reserveSignInAttempt(db, key)).allowed).toBe(true);
    const next = await reserveSignInAttempt(db, key);
    expect(next.allowed).toBe(false);
    expect(next.allowed ? 0 : next.retryAfterSeconds).toBe(2);
  });

  it("never makes anyone wait longer than the cap", async () => {
    const { db } = connection;
    const key = "capped@example.com";
    await db.insert(signInBackoff).values({ key, failures: 1000, lastAt: sql`now()` });
    const refused = await reserveSignInAttempt(db, key);
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(
      SIGN_IN_BACKOFF.maxDelayS,
    );
    await db
      .update(signInBackoff)
      .set({ lastAt: sql`now() - make_interval(secs => ${SIGN_IN_BACKOFF.maxDelayS})` })
      .where(eq(signInBackoff.key, key));
    expect((await reserveSignInAttempt(db, key)).allowed).toBe(true);
  });

  it("forgets the count after a success", async () => {
    const { db } = connection;
    const key = "forgiven@example.com";
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i++) await reserveSignInAttempt(db, key);
    await clearSignInFailures(db, key);
    expect((await reserveSignInAttempt(db, key)).allowed).toBe(true);
  });
});
