import { getTableName, is, sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import * as model from "../../db/schema";
import { appliedMigrations, JOURNAL } from "./migrations";
import { DATA_TABLES, queryRows, tableCounts } from "./tables";

/** A target refused before anything was written to it. */
export class TargetRefusedError extends Error {
  /** Why, after "The target database …": a command names the database before it. */
  readonly reason: string;
  constructor(reason: string) {
    super(`The target database ${reason}`);
    this.reason = reason;
  }
}

/** A target that holds forms, users or submissions: data is never mixed with other data. */
export class TargetNotEmptyError extends TargetRefusedError {
  /** e.g. `forms: 2, users: 1` */
  readonly summary: string;
  constructor(filled: ReadonlyArray<readonly [string, number]>) {
    const summary = filled.map(([table, n]) => `${table}: ${n}`).join(", ");
    super(`is not empty (${summary}); use a new, empty database`);
    this.summary = summary;
  }
}

/** The names of Formwright's tables, as the schema declares them. */
const formwrightTables = new Set(
  (Object.values(model) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/** Tables, views and sequences that are not a table's own, in the database's schemas (not PostgreSQL's). */
async function relations(db: Database): Promise<Array<{ schema: string; name: string }>> {
  return queryRows(
    db,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname <> 'information_schema' and left(n.nspname, 3) <> 'pg_'
          and (c.relkind in ('r', 'p', 'v', 'm', 'f')
               or (c.relkind = 'S' and not exists (
                 select 1 from pg_depend d
                 where d.objid = c.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i'))))
        order by 1, 2`,
  );
}

/**
 * What in `db` is not Formwright's, each as `schema.name`: every table when
 * there is no migrations journal (another app's, or a `users` table of its
 * own, even one named like Formwright's), else the tables beside Formwright's
 * own. A `drizzle` schema without the journal (what a failed attempt used to
 * leave) counts too.
 */
async function inspect(db: Database): Promise<{ foreign: string[]; hasJournal: boolean }> {
  const found = await relations(db);
  const hasJournal = found.some((r) => r.schema === JOURNAL.schema && r.name === JOURNAL.table);
  const isOwn = (r: { schema: string; name: string }) =>
    hasJournal &&
    ((r.schema === "public" && formwrightTables.has(r.name)) ||
      (r.schema === JOURNAL.schema && r.name === JOURNAL.table));
  const foreign = found.filter((r) => !isOwn(r)).map((r) => `${r.schema}.${r.name}`);
  if (!hasJournal) {
    const [schema] = await queryRows<{ name: string }>(
      db,
      sql`select nspname as name from pg_namespace where nspname = ${JOURNAL.schema}`,
    );
    if (schema) foreign.push(`schema ${schema.name}`);
  }
  return { foreign, hasJournal };
}

/**
 * Refuses, before anything is written, a target that is neither a database
 * without tables nor a Formwright database this version can migrate: one
 * with another app's tables (named), or migrated by a newer Formwright or by
 * another app's drizzle.
 */
export async function assertUsableTarget(
  db: Database,
  migrations: readonly MigrationMeta[],
): Promise<void> {
  const { foreign, hasJournal } = await inspect(db);
  if (foreign.length > 0) {
    const shown = foreign.length > 20 ? [...foreign.slice(0, 20), "…"] : foreign;
    throw new TargetRefusedError(
      `is not empty: it holds ${shown.join(", ")}, which Formwright does not own; use a new, empty database (createdb), or drop them first`,
    );
  }
  if (!hasJournal) return;
  const known = new Set(migrations.map((m) => m.hash));
  const unknown = (await appliedMigrations(db)).filter((hash) => !known.has(hash));
  if (unknown.length > 0) {
    throw new TargetRefusedError(
      `was migrated by a newer Formwright or by another app (${unknown.length} migration(s) this version does not have); use a new, empty database`,
    );
  }
}

/**
 * Refuses a target that holds forms, users or submissions, and empties the
 * other tables (rate limits, a setup code made by an earlier start), so data
 * is never mixed with other data.
 */
export async function prepareEmptyTarget(db: Database, tables: readonly string[]): Promise<void> {
  const counts = await tableCounts(
    db,
    DATA_TABLES.filter((t) => tables.includes(t)),
  );
  const filled = Object.entries(counts).filter(([, n]) => n > 0);
  if (filled.length > 0) throw new TargetNotEmptyError(filled);
  for (const table of [...tables].reverse()) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  }
}
