import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  PGlite,
  type messages as pgliteMessages,
  parse as pgliteParse,
  protocol,
  types,
} from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type {
  PgDatabase,
  PgPreparedQuery,
  PgQueryResultHKT,
  PreparedQueryConfig,
} from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { appRoot } from "../app-root";
import { restrictToOwner } from "../private-files";
import { type DirectoryLock, lockDirectory } from "./directory-lock";
import { newClusterTemplate } from "./new-cluster-template";
import { schema } from "./schema";

/** The database handle every service takes: PGlite and PostgreSQL share this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the means to close it. */
export interface DatabaseConnection {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The migrations this open applied (their file names, oldest first): none when it was up to date. */
  migrationsApplied: string[];
  /** The embedded database's directory lock (PGlite on disk only): held until `close`. */
  lock?: DirectoryLock;
  /** The PostgreSQL pool's connections (PGlite has no pool). */
  poolStats?: () => PoolStats;
}

/** Connections of a pool: open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const migrationsFolder = path.join(appRoot(), "drizzle");

/** Any number that fits in 31 bits; names the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 720_311_001;

/** Connections each instance keeps to PostgreSQL unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

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
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(options.dataDir ?? "memory://");
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  if (dataDir.startsWith("memory://")) {
    const template = newClusterTemplate();
    const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
    return preparePglite(client);
  }
  const location = path.join(dataDir, "pglite");
  await mkdir(location, { recursive: true, mode: 0o700 });
  // Two processes on one PGlite directory each keep their own copy of its
  // pages and write over each other: one opener at a time.
  const lock = await lockDirectory(dataDir);
  let client: PGlite;
  try {
    const template = existsSync(path.join(location, "PG_VERSION"))
      ? undefined
      : newClusterTemplate();
    client = await PGlite.create(location, template ? { loadDataDir: template } : {});
  } catch (error) {
    await lock.release();
    throw new Error(
      `The embedded database in ${path.resolve(location)} could not be opened (${describe(error)}). ` +
        "Its files may be damaged: restore your latest backup into a new DATA_DIR " +
        "(DATA_DIR=<new directory> npm run cli -- restore <backup file>) and start the server on it; " +
        "keep the damaged directory for investigation.",
      { cause: error },
    );
  }
  try {
    // PGlite writes a new database's files 0666 whatever the umask: ours
    // alone, like the rest of DATA_DIR, whichever process made them.
    await restrictToOwner(location);
    const connection = await preparePglite(client);
    return { ...connection, lock, close: () => connection.close().finally(lock.release) };
  } catch (error) {
    await client.close().catch(() => {});
    await lock.release();
    throw error;
  }
}

async function preparePglite(client: PGlite): Promise<DatabaseConnection> {
  const db = drizzlePglite({ client, schema });
  const migrationsApplied = await migrationsAppliedBy(db, () =>
    migratePglite(db, { migrationsFolder }),
  );
  // PGlite has no autovacuum, so the planner would never get statistics and
  // could pick sorting plans for large tables; gather them at every start.
  await client.exec("analyze");
  return { db, kind: "pglite", migrationsApplied, close: () => client.close() };
}

/** Emscripten's abort says only "Aborted()": name what failed, at least. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith("Aborted(") ? "PGlite aborted while reading its files" : message;
}

/** The journal's migrations: when each was made (drizzle's `created_at`) and its file name. */
async function journal(): Promise<Array<{ when: number; tag: string }>> {
  const text = await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: Array<{ when: number; tag: string }> }).entries;
}

async function appliedTimes(db: Database): Promise<Set<number>> {
  try {
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ created_at: string | number }> };
    return new Set(result.rows.map((r) => Number(r.created_at)));
  } catch {
    return new Set(); // a new database: no journal yet
  }
}

/** Runs `migrate` and names the migrations it applied, for the start-up log. */
async function migrationsAppliedBy(db: Database, migrate: () => Promise<void>): Promise<string[]> {
  const before = await appliedTimes(db);
  await migrate();
  const after = await appliedTimes(db);
  return (await journal())
    .filter((entry) => after.has(entry.when) && !before.has(entry.when))
    .map((entry) => entry.tag);
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // Several app instances may start together: one migrates, the others wait.
  const lockClient = await pool.connect();
  let migrationsApplied: string[];
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    const migrating = drizzlePg({ client: lockClient, schema });
    migrationsApplied = await migrationsAppliedBy(migrating, () =>
      migratePg(migrating, { migrationsFolder }),
    );
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrationsApplied,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Checks the connection answers; used by the health endpoint. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * A hand-written statement for a hot path: its text is fixed, so it is
 * prepared once per connection (a named statement: parsed once, and planned
 * once when PostgreSQL's generic plan is as good as a custom one) and skips
 * the query builder. Parameters are positional (`$1`…); give each statement
 * its own `name`.
 *
 * On PGlite the statement is a named one too ({@link runOnPglite}): PGlite's
 * own `query` parses, describes and plans every call as a new statement (for
 * the submit statement that was two thirds of its time).
 *
 * @example
 * const byKey = preparedStatement<{ value: string }>("settings_by_key", "select value from settings where key = $1", 1);
 * const [row] = await byKey(db, ["fill_token_secret"]);
 */
export function preparedStatement<Row>(
  name: string,
  text: string,
  parameterCount: number,
): (db: Database, parameters: readonly unknown[]) => Promise<Row[]> {
  const names = Array.from({ length: parameterCount }, (_, i) => `p${i}`);
  const placeholders = names.map((n) => sql.placeholder(n));
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, parameters) => {
    if (parameters.length !== parameterCount) {
      throw new Error(`${name} takes ${parameterCount} parameters, got ${parameters.length}`);
    }
    const embedded = pgliteClientOf(db);
    if (embedded) return runOnPglite<Row>(embedded, { name, text }, parameters);
    let query = prepared.get(db);
    if (!query) {
      query = db._.session.prepareQuery(
        { sql: text, params: placeholders },
        undefined,
        name,
        false,
      );
      prepared.set(db, query);
    }
    const values: Record<string, unknown> = {};
    for (let i = 0; i < parameterCount; i++) values[names[i]!] = parameters[i] ?? null;
    const result = (await query.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** The PGlite behind a database handle, or null (PostgreSQL, or a transaction's handle). */
export function pgliteClientOf(db: Database): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Whether the database is the embedded one: one process by definition, so what instances share can live in memory. */
export function isEmbeddedDatabase(db: Database): boolean {
  return pgliteClientOf(db) !== null;
}

/** A statement PGlite has parsed: its parameters' types and the description of its rows. */
interface PgliteStatement {
  parameterTypes: number[];
  rowDescription: pgliteMessages.BackendMessage | null;
}

/** Per PGlite: the statements parsed on it, and the parsers its rows are read with. */
const pgliteStatements = new WeakMap<
  PGlite,
  { statements: Map<string, PgliteStatement>; parsers: PGlite["parsers"] }
>();

/** Dates stay text, as drizzle reads them on PGlite (the rest of the app expects that). */
const TEXT_DATE_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** SQLSTATE of a prepared statement that does not exist (e.g. after `DEALLOCATE`). */
const UNDEFINED_PREPARED_STATEMENT = "26000";

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs a named statement on PGlite: parsed and described once per PGlite,
 * then each call is one protocol message (bind, execute, sync), under the
 * same locks as PGlite's `query` (so never inside another caller's
 * transaction) and synced to its files afterwards as `query` does.
 */
async function runOnPglite<Row>(
  client: PGlite,
  statement: { name: string; text: string },
  parameters: readonly unknown[],
): Promise<Row[]> {
  let state = pgliteStatements.get(client);
  if (!state) {
    const parsers = { ...client.parsers };
    for (const type of TEXT_DATE_TYPES) parsers[type] = (value: string) => value;
    state = { statements: new Map(), parsers };
    pgliteStatements.set(client, state);
  }
  const { statements, parsers } = state;
  const { serialize } = protocol;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      for (let attempt = 0; ; attempt++) {
        let described = statements.get(statement.name);
        if (!described) {
          const messages = (
            await client.execProtocol(
              concatBytes([
                serialize.parse({ name: statement.name, text: statement.text }),
                serialize.describe({ type: "S", name: statement.name }),
                serialize.sync(),
              ]),
              { syncToFs: false },
            )
          ).messages;
          described = {
            parameterTypes: pgliteParse.parseDescribeStatementResults(messages),
            rowDescription: messages.find((m) => m.name === "rowDescription") ?? null,
          };
          statements.set(statement.name, described);
        }
        const values = parameters.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[described.parameterTypes[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        try {
          const { messages } = await client.execProtocol(
            concatBytes([
              serialize.bind({ statement: statement.name, values: values as string[] }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: !client.isInTransaction() },
          );
          const all = described.rowDescription ? [described.rowDescription, ...messages] : messages;
          return (pgliteParse.parseResults(all, parsers)[0]?.rows ?? []) as Row[];
        } catch (error) {
          // Gone from the session (it was deallocated): parse it again, once.
          if ((error as { code?: string }).code !== UNDEFINED_PREPARED_STATEMENT || attempt > 0) {
            throw error;
          }
          statements.delete(statement.name);
        }
      }
    }),
  );
}
