import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../db/database";
import { schema } from "../../db/schema";
import { TargetRefusedError } from "../../services/data-transfer/target";
import { copyDatabase } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { withoutPassword } from "../database-url";
import { assertEmbeddedDatabaseFree } from "../embedded-database-free";
import { countsTable, withConfiguredDatabase } from "./open-configured";

/** PostgreSQL's codes for a refused login (bad password, unknown role) and for a missing database. */
const REFUSED_LOGIN = new Set(["28P01", "28000"]);
const NO_SUCH_DATABASE = "3D000";

/** Why the target could not be reached, and what to do, in the operator's words. */
function connectFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === NO_SUCH_DATABASE) return `${message}; create it first (createdb)`;
  if (code && REFUSED_LOGIN.has(code)) {
    return `the server refused the login (${message}); check the user and password in the URL`;
  }
  return message ?? String(error);
}

/**
 * Connects to the target without touching it: unlike `openDatabase`, no
 * migration runs here, so the target can be judged first and migrated in the
 * same transaction as the copy.
 */
async function connectTarget(url: string): Promise<{ db: Database; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  // A connection the server ends while idle must not become an uncaught error.
  client.on("error", () => {});
  await client.connect();
  const db = drizzle({ client, schema }) as unknown as Database;
  return { db, close: () => client.end() };
}

/**
 * `db migrate-to <postgres-url>`: copies everything (forms and versions,
 * submissions, users and sessions, API keys, uploads' records, webhooks and
 * the outbox…) from the database the server uses to a new PostgreSQL
 * database. A target holding anything (another app's tables, Formwright's
 * data) is refused, named, before anything is written; the migrations, the
 * copy and the check of every table's row count on both sides are one
 * transaction, so a failure leaves the target as it was. Uploaded files stay
 * where they are (DATA_DIR/uploads).
 */
export const dbMigrateTo: CliCommand = {
  name: "db migrate-to",
  usage: "<postgres-url>",
  summary:
    "copy everything from this database (e.g. the embedded one) to a new, empty PostgreSQL database",
  async run(args, { config, out, err }) {
    const [url, ...rest] = args;
    if (!url || rest.length > 0 || !/^postgres(ql)?:\/\//.test(url)) {
      err("usage: npm run cli -- db migrate-to postgres://user:password@host:5432/database");
      return 2;
    }
    if (url === config.databaseUrl) {
      err("The target is the database the server already uses");
      return 2;
    }
    await assertEmbeddedDatabaseFree(config);
    const shown = withoutPassword(url);
    let target: Awaited<ReturnType<typeof connectTarget>>;
    try {
      target = await connectTarget(url);
    } catch (error) {
      err(`Cannot connect to the target database ${shown}: ${connectFailure(error)}`);
      return 1;
    }
    try {
      return await withConfiguredDatabase(config, async (source) => {
        try {
          const counts = await copyDatabase(source.db, target.db);
          for (const line of countsTable(counts)) out(line);
          out(`Copied from ${source.kind} to ${shown}; every table's count matches.`);
          out(
            "Start the server with DATABASE_URL set to the new database. Uploaded files stay in DATA_DIR/uploads.",
          );
          return 0;
        } catch (error) {
          err(
            error instanceof TargetRefusedError
              ? `The target database ${shown} ${error.reason}. Nothing was written to it.`
              : `Copying to the target database ${shown} failed; nothing was written to it: ${(error as Error).message}`,
          );
          return 1;
        }
      });
    } finally {
      await target.close().catch(() => {});
    }
  },
};
