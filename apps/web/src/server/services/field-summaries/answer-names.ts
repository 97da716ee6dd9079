import { type SQL, sql } from "drizzle-orm";

/**
 * The field names as an SQL list, for `e.key in (…)` over a submission's
 * answers (never empty: the callers return early without fields).
 *
 * @example
 * sql`where e.key in (${answerNames(["taste", "fruit"])})`;
 */
export function answerNames(names: readonly string[]): SQL {
  return sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
}

/**
 * The rows of a raw query's result.
 *
 * @example
 * rowsOf<{ name: string }>(await db.execute(sql`select …`));
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
