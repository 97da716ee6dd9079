import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { dropScratchDatabase } from "./scratch-postgres";

/** A database a test suite runs against. */
export interface DatabaseTarget {
  name: "pglite" | "postgres";
  open: () => Promise<DatabaseConnection>;
}

/**
 * The databases integration tests run on: an in-memory PGlite always, and a
 * fresh database on the PostgreSQL server of `TEST_DATABASE_URL` when set.
 *
 * @example
 * describe.each(databaseTargets)("forms on $name", ({ open }) => { ... });
 */
export const databaseTargets: DatabaseTarget[] = [
  { name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openScratchPostgres(process.env.TEST_DATABASE_URL!),
        },
      ]
    : []),
];

/** Creates an empty database on the server, opens it, and drops it on close. */
export async function openScratchPostgres(serverUrl: string): Promise<DatabaseConnection> {
  const name = `fw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await dropScratchDatabase(serverUrl, name);
    },
  };
}
