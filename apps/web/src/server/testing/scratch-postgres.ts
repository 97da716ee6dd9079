import { randomBytes } from "node:crypto";
import pg from "pg";

/** An empty database on a PostgreSQL server, for a test that opens it itself. */
export interface ScratchDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop: () => Promise<void>;
}

/**
 * Creates an empty database on the server of `serverUrl` and returns its URL,
 * for tests that hand a `DATABASE_URL` to one or several app instances (or to
 * a child process). Unlike `openScratchPostgres`, nothing is opened here.
 *
 * @example
 * const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
 * const a = await startTestServer({ databaseUrl: scratch.url });
 * // ... a.close(), then:
 * await scratch.drop();
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `fw_test_${randomBytes(6).toString("hex")}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
