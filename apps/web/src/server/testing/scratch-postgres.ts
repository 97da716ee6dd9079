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
    drop: () => dropScratchDatabase(serverUrl, name),
  };
}

/** PostgreSQL's "object in use": a session is still connected to the database. */
const OBJECT_IN_USE = "55006";

/**
 * Drops a test's database once the sessions it closed are gone. A pool's
 * `end()` resolves while its connections are still closing; dropping `with
 * (force)` then makes the server terminate them, and a closing connection has
 * no error listener left, so the termination became an uncaught error in
 * another test file (CI, under load). A plain drop waits for them instead;
 * force is the last resort after 5 s.
 */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
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
