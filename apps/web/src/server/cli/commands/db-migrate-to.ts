import { openDatabase } from "../../db/database";
import { copyDatabase } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { countsTable, withConfiguredDatabase } from "./open-configured";

/**
 * `db migrate-to <postgres-url>`: copies everything (forms and versions,
 * submissions, users and sessions, API keys, uploads' records, webhooks and
 * the outbox…) from the database the server uses to an empty PostgreSQL
 * database, migrated first, in one transaction, and checks every table's row
 * count on both sides. Uploaded files stay where they are (DATA_DIR/uploads).
 */
export const dbMigrateTo: CliCommand = {
  name: "db migrate-to",
  usage: "<postgres-url>",
  summary: "copy everything from this database (e.g. the embedded one) to an empty PostgreSQL",
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
    return withConfiguredDatabase(config, async (source) => {
      const target = await openDatabase({ databaseUrl: url, poolSize: 2 });
      try {
        const counts = await copyDatabase(source.db, target.db);
        for (const line of countsTable(counts)) out(line);
        out(`Copied from ${source.kind} to PostgreSQL; every table's count matches.`);
        out(
          "Start the server with DATABASE_URL set to the new database. Uploaded files stay in DATA_DIR/uploads.",
        );
        return 0;
      } catch (error) {
        err((error as Error).message);
        return 1;
      } finally {
        await target.close();
      }
    });
  },
};
