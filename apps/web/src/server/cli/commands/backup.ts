import { existsSync } from "node:fs";
import { writeBackup } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { withConfiguredDatabase } from "./open-configured";

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
