import path from "node:path";
import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import { appRoot } from "../../app-root";
import type { Database } from "../../db/database";
import { queryRows } from "./tables";

/** Where drizzle's migrator keeps its journal (its defaults, which the server's start uses). */
export const JOURNAL = { schema: "drizzle", table: "__drizzle_migrations" } as const;

const journalTable = sql`${sql.identifier(JOURNAL.schema)}.${sql.identifier(JOURNAL.table)}`;

/** This version's migrations, oldest first, read as the server's start reads them. */
export function formwrightMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: path.join(appRoot(), "drizzle") });
}

/** The migrations applied to a database, oldest first (drizzle's journal of hashes). */
export async function appliedMigrations(db: Database): Promise<string[]> {
  return (
    await queryRows<{ hash: string }>(
      db,
      sql`select hash from ${journalTable} order by created_at, id`,
    )
  ).map((r) => r.hash);
}

/**
 * Applies the migrations `tx` lacks and records them in the journal, with
 * the rows drizzle's migrator writes (hash and the file's timestamp), so a
 * later server start finds them applied. Unlike drizzle's migrator, which
 * creates its schema and journal outside its transaction, everything here
 * happens in the caller's transaction: a failure leaves nothing behind.
 */
export async function applyMigrations(
  tx: Database,
  migrations: readonly MigrationMeta[],
): Promise<void> {
  await tx.execute(sql`create schema if not exists ${sql.identifier(JOURNAL.schema)}`);
  await tx.execute(
    sql`create table if not exists ${journalTable} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await queryRows<{ createdAt: string }>(
    tx,
    sql`select created_at::text as "createdAt" from ${journalTable} order by created_at desc limit 1`,
  );
  // Drizzle's rule: a migration is pending when its timestamp is later than the last applied.
  const pending = migrations.filter((m) => !last || Number(last.createdAt) < m.folderMillis);
  for (const migration of pending) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${journalTable} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
