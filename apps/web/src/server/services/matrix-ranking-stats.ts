import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { loadFieldBlocks } from "./load-field-blocks";

/** How often one column was chosen in one row of a matrix. */
export interface MatrixColumnCount {
  value: string;
  label: string;
  count: number;
}

/** One row of a matrix: its counts per column (a stacked bar). */
export interface MatrixRowStats {
  value: string;
  label: string;
  columns: MatrixColumnCount[];
}

/** The counts of one matrix field, per row and column. */
export interface MatrixFieldStats {
  name: string;
  label: string;
  multiple: boolean;
  rows: MatrixRowStats[];
}

/** One option of a ranking: its mean rank (1 is first) over the answers that ranked it. */
export interface RankingOptionStats {
  value: string;
  label: string;
  /** `null` when no answer ranked it. */
  meanRank: number | null;
  count: number;
}

/** The mean rank of each option of one ranking field, best (lowest) first. */
export interface RankingFieldStats {
  name: string;
  label: string;
  responses: number;
  options: RankingOptionStats[];
}

const itemSchema = z.object({ value: z.string(), label: z.string() });
const matrixSchema = z.looseObject({
  rows: z.array(itemSchema).catch([]),
  columns: z.array(itemSchema).catch([]),
  multiple: z.boolean().optional().catch(undefined),
});
const rankingSchema = z.looseObject({ options: z.array(itemSchema).catch([]) });

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Items of every version, the newest's first, then ones only older versions had. */
function mergeItems(lists: ReadonlyArray<ReadonlyArray<{ value: string; label: string }>>) {
  const merged: Array<{ value: string; label: string }> = [];
  for (const list of lists) {
    for (const item of list) if (!merged.some((m) => m.value === item.value)) merged.push(item);
  }
  return merged;
}

function inNames(names: readonly string[]) {
  return sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
}

/**
 * The counts of each matrix field of a form, per row and column (every row
 * and column any version had, zero counts included), computed in the database.
 *
 * @example
 * const [taste] = await matrixFieldStats(db, formId);
 * taste.rows[0].columns; // [{ value: "bad", label: "Bad", count: 2 }, ...]
 */
export async function matrixFieldStats(db: Database, formId: string): Promise<MatrixFieldStats[]> {
  const fields = await loadFieldBlocks(db, formId, "matrix");
  if (fields.length === 0) return [];
  const result = await db.execute(sql`
    select e.key as name, r.key as row, v.value as value, count(*)::int as count
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    cross join lateral jsonb_each(
      case when jsonb_typeof(e.answer) = 'object' then e.answer else '{}'::jsonb end
    ) as r(key, cell)
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(r.cell) = 'array' then r.cell else jsonb_build_array(r.cell) end
    ) as v(value)
    where s.form_id = ${formId} and e.key in (${inNames(fields.map((f) => f.name))})
    group by e.key, r.key, v.value`);
  const counts = new Map<string, number>();
  for (const row of rowsOf<{ name: string; row: string; value: string; count: number }>(result)) {
    counts.set(JSON.stringify([row.name, row.row, row.value]), Number(row.count));
  }
  return fields.map((field) => {
    const blocks = field.blocks.map((block) => matrixSchema.parse(block));
    const columns = mergeItems(blocks.map((b) => b.columns));
    return {
      name: field.name,
      label: field.label,
      multiple: blocks[0]?.multiple === true,
      rows: mergeItems(blocks.map((b) => b.rows)).map((row) => ({
        value: row.value,
        label: row.label,
        columns: columns.map((column) => ({
          value: column.value,
          label: column.label,
          count: counts.get(JSON.stringify([field.name, row.value, column.value])) ?? 0,
        })),
      })),
    };
  });
}

/**
 * The mean rank of each option of each ranking field of a form (1 = ranked
 * first), over the answers that ranked it, options with the best mean first
 * (options never ranked last).
 *
 * @example
 * const [fruit] = await rankingFieldStats(db, formId);
 * fruit.options[0]; // { value: "pears", label: "Pears", meanRank: 1.5, count: 2 }
 */
export async function rankingFieldStats(
  db: Database,
  formId: string,
): Promise<RankingFieldStats[]> {
  const fields = await loadFieldBlocks(db, formId, "ranking");
  if (fields.length === 0) return [];
  const names = inNames(fields.map((f) => f.name));
  const [ranks, totals] = await Promise.all([
    db.execute(sql`
      select e.key as name, v.value as value, avg(v.n)::float8 as mean, count(*)::int as count
      from submissions s
      cross join lateral jsonb_each(s.data) as e(key, answer)
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(e.answer) = 'array' then e.answer else '[]'::jsonb end
      ) with ordinality as v(value, n)
      where s.form_id = ${formId} and e.key in (${names})
      group by e.key, v.value`),
    db.execute(sql`
      select e.key as name, count(*)::int as count
      from submissions s
      cross join lateral jsonb_each(s.data) as e(key, answer)
      where s.form_id = ${formId} and e.key in (${names})
        and jsonb_typeof(e.answer) = 'array' and jsonb_array_length(e.answer) > 0
      group by e.key`),
  ]);
  const byOption = new Map<string, { mean: number; count: number }>();
  for (const row of rowsOf<{ name: string; value: string; mean: number; count: number }>(ranks)) {
    byOption.set(JSON.stringify([row.name, row.value]), {
      mean: Number(row.mean),
      count: Number(row.count),
    });
  }
  const responses = new Map(
    rowsOf<{ name: string; count: number }>(totals).map((r) => [r.name, Number(r.count)]),
  );
  return fields.map((field) => {
    const options = mergeItems(field.blocks.map((block) => rankingSchema.parse(block).options))
      .map((option) => {
        const found = byOption.get(JSON.stringify([field.name, option.value]));
        return {
          value: option.value,
          label: option.label,
          meanRank: found ? Math.round(found.mean * 100) / 100 : null,
          count: found?.count ?? 0,
        };
      })
      .sort((a, b) => (a.meanRank ?? Infinity) - (b.meanRank ?? Infinity));
    return {
      name: field.name,
      label: field.label,
      responses: responses.get(field.name) ?? 0,
      options,
    };
  });
}
