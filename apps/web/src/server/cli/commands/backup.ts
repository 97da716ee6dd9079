import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { ControlClient } from "../../control/control-client";
import { writeBackup } from "../../services/data-transfer/transfer";
import type { CliCommand } from "../command";
import { configuredServer, withConfiguredDatabase } from "./open-configured";

/**
 * `backup <file>`: every row of the server's database (PGlite or PostgreSQL)
 * to one gzip file, from one snapshot. While a server holds the embedded
 * database, the server writes the backup and this command receives it.
 */
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
    const server = await configuredServer(config);
    const { counts, from } = server
      ? {
          counts: await backupFromServer(server, file),
          from: `the running server (process ${server.pid})`,
        }
      : await withConfiguredDatabase(config, async ({ db, kind }) => ({
          counts: await writeBackup(db, file),
          from: kind === "pglite" ? "the embedded database" : "PostgreSQL",
        }));
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    out(`Backed up ${rows} rows of ${Object.keys(counts).length} tables from ${from} to ${file}`);
    out("Uploaded files are not in it: copy DATA_DIR/uploads beside it.");
    return 0;
  },
};

/** Has the running server write the backup, and reads its row counts back from the file's header. */
async function backupFromServer(
  server: ControlClient,
  file: string,
): Promise<Record<string, number>> {
  await server.backup(file);
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  for await (const line of lines) {
    lines.close();
    return (JSON.parse(line) as { counts: Record<string, number> }).counts;
  }
  throw new Error(`${file} is empty`);
}
