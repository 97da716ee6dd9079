import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

import { ServiceError } from "../errors";
import {
  changeUserRole,
  createFirstOwner,
  createUser,
  deleteUser,
  listUsers,
  ONLY_OWNER_DEMOTE,
} from "./users";

describe.each(databaseTargets)("owners on $name", ({ open }) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await connection?.close();
  });

  async function owners() {
    return (await listUsers(connection.db)).filter((u) => u.role === "owner");
  }

  async function twoOwners(stamp: string) {
    const make = (name: string) =>
      createUser(connection.db, {
        email: `${name}-${stamp}@example.com`,
        password: "correct horse battery",
        role: "owner",
      });
    return Promise.all([make("a"), make("b")]);
  }

  it("never leaves zero owners when two owners demote each other at once", async () => {
    for (let round = 0; round < 5; round++) {
      const before = (await owners()).map((o) => o.id);
      const [a, b] = await twoOwners(`demote${round}`);
      // Only the two new owners may remain: demote the earlier ones first.
      for (const id of before) await changeUserRole(connection.db, { id, role: "viewer" });
      const outcomes = await Promise.allSettled([
        changeUserRole(connection.db, { id: a.id, role: "viewer" }),
        changeUserRole(connection.db, { id: b.id, role: "viewer" }),
      ]);
      expect((await owners()).length).toBeGreaterThanOrEqual(1);
      const refused = outcomes.filter((o) => o.status === "rejected");
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ServiceError);
    }
  });

  it("never leaves zero owners when two owners delete each other at once", async () => {
    for (const o of await owners()) {
      if ((await owners()).length > 1)
        await changeUserRole(connection.db, { id: o.id, role: "viewer" });
    }
    const [a, b] = await twoOwners("delete");
    const [only] = (await owners()).filter((o) => o.id !== a.id && o.id !== b.id);
    if (only) await changeUserRole(connection.db, { id: only.id, role: "viewer" });
    await Promise.allSettled([deleteUser(connection.db, a.id), deleteUser(connection.db, b.id)]);
    expect((await owners()).length).toBeGreaterThanOrEqual(1);
  });

  it("refuses to demote the only owner with a clear message", async () => {
    const all = await owners();
    for (const o of all.slice(1)) await changeUserRole(connection.db, { id: o.id, role: "editor" });
    const [only] = await owners();
    await expect(changeUserRole(connection.db, { id: only!.id, role: "viewer" })).rejects.toThrow(
      ONLY_OWNER_DEMOTE,
    );
  });
});

describe.each(databaseTargets)("the first owner on $name", ({ open }) => {
  it(
    "is created once when several setups race",
    async () => {
      const connection = await open();
      try {
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            createFirstOwner(connection.db, {
              email: `race${i}@example.com`,
              password: "correct horse battery",
            }),
          ),
        );
        expect(results.filter((r) => r !== null)).toHaveLength(1);
        expect(await listUsers(connection.db)).toHaveLength(1);
      } finally {
        await connection.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});
