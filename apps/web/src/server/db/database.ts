import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { schema } from "./schema";

/** The database handle every service takes: PGlite and PostgreSQL share this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the means to close it. */
export interface DatabaseConnection {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

/** Any number that fits in 31 bits; names the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 720_311_001;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise an
 * embedded PGlite under `dataDir` (or in memory when `dataDir` is `memory://`).
 * Migrations are applied before it is returned.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: "./data" });
 */
export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
  poolSize?: number;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "memory://");
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    location = path.join(dataDir, "pglite");
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite has no autovacuum, so the planner would never get statistics and
  // could pick sorting plans for large tables; gather them at every start.
  await client.exec("analyze");
  return { db, kind: "pglite", close: () => client.close() };
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Several app instances may start together: one migrates, the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return { db, kind: "postgres", close: () => pool.end() };
}

/** Checks the connection answers; used by the health endpoint. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
