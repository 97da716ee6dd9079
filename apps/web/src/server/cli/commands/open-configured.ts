import { runningServer } from "../../control/control-client";
import {
  type ControlOperationName,
  controlOperations,
  type OperationInput,
  type OperationOutput,
} from "../../control/operations";
import { type DatabaseConnection, openDatabase } from "../../db/database";
import { createStorage } from "../../storage/create-storage";
import type { CliContext } from "../command";

/** Opens the database the server uses (DATABASE_URL, else PGlite under DATA_DIR). */
export function openConfiguredDatabase(config: CliContext["config"]): Promise<DatabaseConnection> {
  return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
}

/**
 * Runs `work` on the configured database and closes it after. On the
 * embedded database this fails, naming the process, while a server (or
 * another command) has it open: for commands that must not run beside one.
 */
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

/**
 * The server that holds the configured embedded database, when one runs:
 * commands that may run beside it ask it instead of opening the database.
 * Null on PostgreSQL (any number of processes share it) or when none runs.
 */
export async function configuredServer(config: CliContext["config"]) {
  return config.databaseUrl ? null : runningServer(config.dataDir);
}

/**
 * Runs one of the {@link controlOperations}: in the running server when one
 * holds the embedded database, else here on the configured database.
 */
export async function viaServerOrDatabase<N extends ControlOperationName>(
  config: CliContext["config"],
  name: N,
  input: OperationInput<N>,
): Promise<OperationOutput<N>> {
  const server = await configuredServer(config);
  if (server) return server.run(name, input);
  const operation = controlOperations[name];
  return withConfiguredDatabase(
    config,
    ({ db }) =>
      operation.run(
        { db, storage: createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 }) },
        operation.input.parse(input) as never,
      ) as Promise<OperationOutput<N>>,
  );
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
