import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Database } from "../../db/database";
import {
  BackupFileError,
  type BackupHeader,
  backupLines,
  BACKUP_FORMAT as FORMAT,
  parseBackupHeader,
  parseRowsLine,
} from "./backup-file";
import { appliedMigrations, applyMigrations, formwrightMigrations } from "./migrations";
import { completeOlderRows } from "./older-rows";
import { applicationTables, readTable, tableCounts, writeRows } from "./tables";
import { assertUsableTarget, prepareEmptyTarget } from "./target";

/** Rows per table on both sides of a copy or restore. */
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/** A source database may be migrated as far as this version, or less far (newer columns take defaults). */
function assertSourceKnown(source: readonly string[], known: readonly string[]): void {
  const unknown = source.filter((hash) => !known.includes(hash));
  if (unknown.length > 0) {
    throw new Error(
      `The source database comes from a newer Formwright (${unknown.length} migration(s) this version does not have); upgrade first`,
    );
  }
}

function countsOf(
  tables: readonly string[],
  source: Record<string, number>,
  target: Record<string, number>,
): TableCount[] {
  return tables.map((table) => ({
    table,
    source: source[table] ?? 0,
    target: target[table] ?? 0,
  }));
}

/** Throws when any table's counts differ on the two sides. */
export function assertCountsMatch(counts: readonly TableCount[]): void {
  const off = counts.filter((c) => c.source !== c.target);
  if (off.length > 0) {
    throw new Error(
      `Row counts differ: ${off.map((c) => `${c.table} ${c.source} → ${c.target}`).join(", ")}`,
    );
  }
}

/**
 * Copies every row of `source` into `target`: a PostgreSQL database with no
 * tables, or an empty Formwright database. The target is judged before
 * anything is written (see `assertUsableTarget`); then its migrations, the
 * rows and the check of every table's count run in one transaction, so a
 * refusal or a failure leaves the target as it was. The source is read from
 * one snapshot.
 */
export async function copyDatabase(source: Database, target: Database): Promise<TableCount[]> {
  const migrations = formwrightMigrations();
  assertSourceKnown(
    await appliedMigrations(source),
    migrations.map((m) => m.hash),
  );
  await assertUsableTarget(target, migrations);
  return source.transaction(
    async (snapshot) => {
      const db = snapshot as unknown as Database;
      const tables = await applicationTables(db);
      const sourceCounts = await tableCounts(db, tables);
      return target.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await applyMigrations(tx, migrations);
        await prepareEmptyTarget(tx, tables);
        for (const table of tables) {
          for await (const batch of readTable(db, table)) await writeRows(tx, table, batch);
        }
        await completeOlderRows(tx, new Set(tables));
        const counts = countsOf(tables, sourceCounts, await tableCounts(tx, tables));
        assertCountsMatch(counts);
        return counts;
      });
    },
    { isolationLevel: "repeatable read" },
  );
}

/**
 * Writes every row of `db` to `file` (gzip, JSON lines: a header with the
 * migrations and counts, then batches of rows), from one snapshot.
 */
export async function writeBackup(db: Database, file: string): Promise<Record<string, number>> {
  return writeBackupTo(db, createWriteStream(file, { mode: 0o600 }));
}

/**
 * Writes a backup (see {@link writeBackup}) to `output`: a file, or the
 * answer to a command line that asked a running server for one. Resolves
 * once `output` has every byte; rejects, with `output` destroyed, when
 * anything fails.
 */
export async function writeBackupTo(
  db: Database,
  output: Writable,
): Promise<Record<string, number>> {
  const gzip = createGzip();
  const done = pipeline(gzip, output);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };
  try {
    const counts = await db.transaction(
      async (snapshot) => {
        const tx = snapshot as unknown as Database;
        const tables = await applicationTables(tx);
        const header: BackupHeader = {
          format: FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
          counts: await tableCounts(tx, tables),
        };
        await write(header);
        for (const table of tables) {
          for await (const rows of readTable(tx, table)) await write({ table, rows });
        }
        return header.counts;
      },
      { isolationLevel: "repeatable read" },
    );
    gzip.end();
    await done;
    return counts;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
}

/**
 * Loads a backup made by {@link writeBackup} into `db` (an empty database,
 * migrated at least as far as the backup's), in one transaction, and checks
 * every table's count against the backup's. A file that cannot be restored
 * fails with a {@link BackupFileError} naming it and saying why (not a
 * backup, damaged at which line, from a newer Formwright).
 */
export async function restoreBackup(db: Database, file: string): Promise<TableCount[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const tables = await applicationTables(tx);
    let header: BackupHeader | null = null;
    // Opened here, and iterated at once: a reader made before the transaction
    // began (a pool connection is a round trip away) could read and close the
    // whole file first, and its iterator would then wait forever.
    for await (const { lineNumber, text } of backupLines(file)) {
      if (!text) continue;
      if (!header) {
        header = parseBackupHeader({ file, text, known: await appliedMigrations(tx) });
        // Tables newer than the backup keep what the migrations put there ("Default").
        await prepareEmptyTarget(
          tx,
          tables.filter((table) => Object.hasOwn(header?.counts ?? {}, table)),
        );
        continue;
      }
      const line = parseRowsLine({ file, lineNumber, text });
      if (!tables.includes(line.table)) {
        throw new BackupFileError(
          `${file} is damaged at line ${lineNumber}: it names a table this version does not have (${line.table})`,
        );
      }
      try {
        await writeRows(tx, line.table, line.rows);
      } catch (error) {
        throw new BackupFileError(
          `${file} line ${lineNumber} (table ${line.table}) could not be written: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    if (!header) throw new BackupFileError(`${file} is not a Formwright backup: it holds no lines`);
    const backupTables = tables.filter((table) => Object.hasOwn(header?.counts ?? {}, table));
    await completeOlderRows(tx, new Set(backupTables));
    const result = countsOf(backupTables, header.counts, await tableCounts(tx, backupTables));
    const off = result.filter((c) => c.source !== c.target);
    if (off.length > 0) {
      throw new BackupFileError(
        `${file} is damaged: its rows do not match the counts in its header (${off.map((c) => `${c.table} ${c.source} → ${c.target}`).join(", ")})`,
      );
    }
    return result;
  });
}
