import { type DatabaseConnection, openDatabase } from "../../db/database";
import type { CliContext } from "../command";

/** Opens the database the server uses (DATABASE_URL, else PGlite under DATA_DIR). */
export function openConfiguredDatabase(config: CliContext["config"]): Promise<DatabaseConnection> {
  return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
}

/** Runs `work` on the configured database and closes it after. */
export async function withConfiguredDatabase<T>(
  config: CliContext["config"],
  work: (database: DatabaseConnection) => Promise<T>,
): Promise<T> {
  const database = await openConfiguredDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A table of rows per table, for commands that move data. */
export function countsTable(
  counts: ReadonlyArray<{ table: string; source: number; target: number }>,
) {
  const width = Math.max(...counts.map((c) => c.table.length), 5);
  return [
    `${"table".padEnd(width)}  ${"source".padStart(8)}  ${"target".padStart(8)}`,
    ...counts.map(
      (c) =>
        `${c.table.padEnd(width)}  ${String(c.source).padStart(8)}  ${String(c.target).padStart(8)}`,
    ),
  ];
}
