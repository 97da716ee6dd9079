import { existsSync } from "node:fs";
import { restoreBackup, writeBackup } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { countsTable, withConfiguredDatabase } from "./open-configured";

/** `backup <file>`: every row of the server's database (PGlite or PostgreSQL) to one gzip file. */
export const backup: CliCommand = {
  name: "backup",
  usage: "<file>",
  summary: "write every row of the database (embedded or PostgreSQL) to a gzip file",
  async run(args, { config, out, err }) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) {
      err("usage: npm run cli -- backup <file.jsonl.gz>");
      return 2;
    }
    if (existsSync(file)) {
      err(`${file} exists already; name a new file`);
      return 2;
    }
    return withConfiguredDatabase(config, async ({ db, kind }) => {
      const counts = await writeBackup(db, file);
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      out(`Backed up ${rows} rows of ${Object.keys(counts).length} tables (${kind}) to ${file}`);
      out("Uploaded files are not in it: copy DATA_DIR/uploads beside it.");
      return 0;
    });
  },
};

/** `restore <file>`: loads a backup into the server's database, which must hold no forms, users or submissions. */
export const restore: CliCommand = {
  name: "restore",
  usage: "<file>",
  summary: "load a backup into an empty database (stop the server first)",
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
    return withConfiguredDatabase(config, async ({ db }) => {
      try {
        const counts = await restoreBackup(db, file);
        for (const line of countsTable(counts)) out(line);
        out("Restored; every table's count matches the backup's.");
        return 0;
      } catch (error) {
        err((error as Error).message);
        return 1;
      }
    });
  },
};
