import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../testing/databases";
import { type DatabaseConnection, preparedStatement } from "./database";

// Issue 29: on PGlite a prepared statement is a named one (parsed once), run
// under PGlite's own locks; it answers as drizzle's path does on both databases.

const plusOne = preparedStatement<{ n: number; at: string; word: string | null }>(
  "fw_test_plus_one",
  "select $1::int + 1 as n, '2026-01-02T03:04:05Z'::timestamptz as at, $2::text as word",
  2,
);
const divide = preparedStatement<{ n: number }>("fw_test_divide", "select 10 / $1::int as n", 1);

describe.each(databaseTargets)("preparedStatement on $name", ({ name, open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("binds its parameters and reads its rows, dates as text", async () => {
    const [row] = await plusOne(conn.db, [41, null]);
    expect(row?.n).toBe(42);
    expect(row?.word).toBeNull();
    expect(typeof row?.at).toBe("string");
    expect(new Date(row!.at).toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });

  it("answers the same over many calls and after an error", async () => {
    const error = (await divide(conn.db, [0]).catch((e: unknown) => e)) as Error & {
      cause?: Error;
    };
    // drizzle wraps PostgreSQL's error ("Failed query: …"); PGlite's path throws it as is.
    expect((error.cause ?? error).message).toMatch(/division by zero/);
    for (let i = 1; i <= 10; i++)
      expect(await divide(conn.db, [i])).toEqual([{ n: Math.trunc(10 / i) }]);
  });

  it("runs inside a transaction and waits for one it is not part of", async () => {
    await conn.db.transaction(async (tx) => {
      expect((await plusOne(tx as never, [1, "in"]))[0]?.word).toBe("in");
    });
    // Outside callers run after the transaction, never inside it.
    const order: string[] = [];
    await Promise.all([
      conn.db.transaction(async (tx) => {
        order.push("tx start");
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push("tx end");
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await plusOne(conn.db, [1, "out"]);
        order.push("outside");
      })(),
    ]);
    if (conn.kind === "pglite") expect(order).toEqual(["tx start", "tx end", "outside"]);
  });

  it.runIf(name === "pglite")("parses the statement again when the session forgot it", async () => {
    await plusOne(conn.db, [1, null]);
    await conn.db.execute(sql`deallocate all`);
    expect((await plusOne(conn.db, [2, null]))[0]?.n).toBe(3);
  });
});
