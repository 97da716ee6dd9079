import { existsSync } from "node:fs";
import { BackupFileError, readBackupHeader } from "../../services/data-transfer/backup-file";
import { TargetNotEmptyError } from "../../services/data-transfer/target";
import { restoreBackup } from "../../services/data-transfer/transfer";
import type { CliCommand, CliContext } from "../command";
import { withoutPassword } from "../database-url";
import { assertEmbeddedDatabaseFree } from "../embedded-database-free";
import { countsTable, withConfiguredDatabase } from "./open-configured";

/**
 * What to do instead when the configured database holds data. A server's
 * first start writes some (the owner of FORMWRIGHT_ADMIN_EMAIL, the forms of
 * the forms folder), so the target must be one no server has started.
 */
function notEmpty(config: CliContext["config"], error: TargetNotEmptyError): string {
  if (config.databaseUrl) {
    return (
      `The database in DATABASE_URL (${withoutPassword(config.databaseUrl)}) is not empty (${error.summary}); nothing was restored. ` +
      "Restore into a new, empty PostgreSQL database (createdb) that no server has started, " +
      "with DATABASE_URL pointing at it, then start the server."
    );
  }
  return (
    `DATA_DIR ${config.dataDir} is not empty (${error.summary}); nothing was restored. ` +
    "Do not start the server first: restore into a new DATA_DIR that no server has started " +
    "(DATA_DIR=<new directory> npm run cli -- restore <file>), then start the server with that DATA_DIR."
  );
}

/**
 * `restore <file>`: loads a backup into the server's database, which must
 * hold no forms, users or submissions: a `DATA_DIR` no server has started
 * (restore makes and migrates the database itself) or a new PostgreSQL
 * database. The file's header is checked before any database is opened.
 */
export const restore: CliCommand = {
  name: "restore",
  usage: "<file>",
  summary:
    "load a backup into a new database: a DATA_DIR no server has started, or an empty PostgreSQL (server stopped)",
  async run(args, { config, out, err }) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) {
      err("usage: npm run cli -- restore <file.jsonl.gz>");
      return 2;
    }
    if (!existsSync(file)) {
      err(`${file} does not exist`);
      return 2;
    }
    await assertEmbeddedDatabaseFree(config);
    try {
      await readBackupHeader(file);
    } catch (error) {
      if (!(error instanceof BackupFileError)) throw error;
      err(error.message);
      return 1;
    }
    return withConfiguredDatabase(config, async ({ db }) => {
      try {
        const counts = await restoreBackup(db, file);
        for (const line of countsTable(counts)) out(line);
        out("Restored; every table's count matches the backup's.");
        return 0;
      } catch (error) {
        err(
          error instanceof TargetNotEmptyError ? notEmpty(config, error) : (error as Error).message,
        );
        return 1;
      }
    });
  },
};
