import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/** Rows are read and written this many at a time. */
const BATCH = 500;

/** Tables that must be empty before data is copied in: the product's own data. */
export const DATA_TABLES = ["forms", "users", "submissions"] as const;

/** The rows a raw query returns (PGlite and PostgreSQL alike). */
export async function queryRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The application's tables (schema `public`; the migrations' own table lives
 * in `drizzle`), ordered so that every table comes after the tables its
 * foreign keys point to: copying in this order never breaks a reference.
 */
export async function applicationTables(db: Database): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle");
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** How many rows each table holds. */
export async function tableCounts(
  db: Database,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * A table's rows as JSON objects (PostgreSQL's own `to_jsonb`, so every type
 * round-trips through `jsonb_populate_recordset`), a batch at a time, in
 * physical order within the caller's transaction (one snapshot).
 */
export async function* readTable(db: Database, table: string): AsyncGenerator<unknown[]> {
  for (let offset = 0; ; offset += BATCH) {
    const [row] = await queryRows<{ batch: unknown[] | string }>(
      db,
      sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as batch
          from (select * from ${sql.identifier(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
    );
    const batch = typeof row?.batch === "string" ? JSON.parse(row.batch) : (row?.batch ?? []);
    if (batch.length === 0) return;
    yield batch as unknown[];
    if (batch.length < BATCH) return;
  }
}

/**
 * Inserts rows read by {@link readTable}. Only the columns the rows carry are
 * written, so rows from a backup made before a column was added take that
 * column's default.
 */
export async function writeRows(db: Database, table: string, batch: unknown[]): Promise<void> {
  if (batch.length === 0) return;
  const present = new Set(batch.flatMap((row) => Object.keys(row as object)));
  const columns = (
    await queryRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    )
  )
    .map((c) => c.name)
    .filter((name) => present.has(name));
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(batch)}::jsonb)`,
  );
}
