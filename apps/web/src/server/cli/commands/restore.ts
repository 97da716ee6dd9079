import { existsSync } from "node:fs";
import { restoreBackup } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { countsTable, withConfiguredDatabase } from "./open-configured";

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
