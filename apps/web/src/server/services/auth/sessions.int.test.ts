import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { sessions } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

import { purgeExpired } from "./purge";
import {
  createSession,
  DEFAULT_SESSION_MAX_AGE_DAYS,
  deleteUserSessions,
  validateSession,
} from "./sessions";
import { generateSecret, hashSecret } from "./tokens";
import { createUser } from "./users";

describe.each(databaseTargets)("sessions on $name", ({ open }) => {
  let connection: DatabaseConnection;
  let userId: string;
  beforeAll(async () => {
    connection = await open();
    const user = await createUser(connection.db, {
      email: "session@example.com",
      password: "correct horse battery",
      role: "editor",
    });
    userId = user.id;
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await connection?.close();
  });

  it("end at their absolute expiry even while in use", async () => {
    const { db } = connection;
    const { token } = await createSession(db, { userId, maxAgeDays: 30 });
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSecret(token)));
    const days = (row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
    expect(await validateSession(db, token)).not.toBeNull();
    await db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashSecret(token)));
    expect(await validateSession(db, token)).toBeNull();
  });

  it("are never extended past their absolute expiry", async () => {
    const { db } = connection;
    const { token, expiresAt } = await createSession(db, { userId, maxAgeDays: 1 });
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    // An idle expiry close at hand would be renewed, but only up to the absolute one.
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(sessions.id, hashSecret(token)));
    const session = await validateSession(db, token);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it("past either expiry are purged, live ones kept", async () => {
    const { db } = connection;
    const idle = await createSession(db, { userId });
    const old = await createSession(db, { userId });
    const live = await createSession(db, { userId });
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashSecret(idle.token)));
    await db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashSecret(old.token)));
    const purged = await purgeExpired(db);
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toContain(hashSecret(live.token));
    expect(left).not.toContain(hashSecret(idle.token));
    expect(left).not.toContain(hashSecret(old.token));
  });

  it("started by a build from before migration 0006 get the default absolute expiry and are accepted", async () => {
    const { db } = connection;
    const token = generateSecret();
    // The insert of that build, which knows no absolute expiry (a rolling upgrade or a rollback).
    await db.execute(
      sql`insert into sessions (id, user_id, expires_at) values (${hashSecret(token)}, ${userId}, now() + interval '14 days')`,
    );
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSecret(token)));
    const days = (row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(DEFAULT_SESSION_MAX_AGE_DAYS, 2);
    expect(await validateSession(db, token)).not.toBeNull();
  });

  it("of a user end together, except the one kept", async () => {
    const { db } = connection;
    const keep = await createSession(db, { userId });
    const other = await createSession(db, { userId });
    await deleteUserSessions(db, { userId, keepToken: keep.token });
    expect(await validateSession(db, keep.token)).not.toBeNull();
    expect(await validateSession(db, other.token)).toBeNull();
  });
});
