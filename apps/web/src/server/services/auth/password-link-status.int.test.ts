import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { passwordResets, spentPasswordLinks } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { inviteUser } from "./invites";
import { passwordLinkStatus } from "./password-link-status";
import { createPasswordReset, LINK_MEMORY_DAYS, resetPassword } from "./password-resets";
import { purgeExpired } from "./purge";
import { generateSecret, hashSecret } from "./tokens";
import { createUser } from "./users";

const DAY = 86_400_000;

describe.each(databaseTargets)("a one-time link's state on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let count = 0;
  const address = (name: string) => `${name}-${++count}@example.com`;

  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  const invite = (now?: Date) =>
    inviteUser(conn.db, {
      email: address("invitee"),
      role: "viewer",
      mail: null,
      invitedBy: null,
      now,
    });

  it("is valid for an invitation that works, and used once it set the password", async () => {
    const { token } = await invite();
    expect(await passwordLinkStatus(conn.db, { token })).toEqual({
      state: "valid",
      purpose: "invite",
    });
    await resetPassword(conn.db, { token, password: "invitee password" });
    expect(await passwordLinkStatus(conn.db, { token })).toEqual({
      state: "used",
      purpose: "invite",
    });
  });

  it("says expired for an invitation past its 72 hours, and the link does not work", async () => {
    const { token } = await invite(new Date(Date.now() - 4 * DAY));
    expect(await passwordLinkStatus(conn.db, { token })).toEqual({
      state: "expired",
      purpose: "invite",
    });
    await expect(resetPassword(conn.db, { token, password: "invitee password" })).rejects.toThrow(
      "This reset link is not valid",
    );
  });

  it("tells a used reset link from an unknown, malformed or replaced one", async () => {
    const user = await createUser(conn.db, {
      email: address("reset"),
      password: "old password",
      role: "editor",
    });
    const first = await createPasswordReset(conn.db, user.id);
    const second = await createPasswordReset(conn.db, user.id);
    expect((await passwordLinkStatus(conn.db, { token: first.token })).state).toBe("unknown");
    await resetPassword(conn.db, { token: second.token, password: "new password" });
    expect(await passwordLinkStatus(conn.db, { token: second.token })).toEqual({
      state: "used",
      purpose: "reset",
    });
    expect(await passwordLinkStatus(conn.db, { token: generateSecret() })).toEqual({
      state: "unknown",
      purpose: null,
    });
    expect((await passwordLinkStatus(conn.db, { token: "short" })).state).toBe("unknown");
  });

  it(`forgets used and expired links ${LINK_MEMORY_DAYS} days after they stopped working, not before`, async () => {
    const used = await invite();
    await resetPassword(conn.db, { token: used.token, password: "invitee password" });
    const recent = await invite(new Date(Date.now() - 4 * DAY));
    const old = await invite(new Date(Date.now() - (LINK_MEMORY_DAYS + 4) * DAY));
    const usedLongAgo = await invite();
    await resetPassword(conn.db, { token: usedLongAgo.token, password: "invitee password" });
    await conn.db
      .update(spentPasswordLinks)
      .set({ spentAt: sql`now() - make_interval(days => ${LINK_MEMORY_DAYS + 1})` })
      .where(eq(spentPasswordLinks.id, hashSecret(usedLongAgo.token)));
    await purgeExpired(conn.db);
    expect((await passwordLinkStatus(conn.db, { token: used.token })).state).toBe("used");
    expect((await passwordLinkStatus(conn.db, { token: recent.token })).state).toBe("expired");
    expect((await passwordLinkStatus(conn.db, { token: old.token })).state).toBe("unknown");
    expect((await passwordLinkStatus(conn.db, { token: usedLongAgo.token })).state).toBe("unknown");
    const rows = await conn.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(eq(passwordResets.id, hashSecret(old.token)));
    expect(rows).toEqual([]);
  });
});
