import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { answerNames, rowsOf } from "./answer-names";

/**
 * The tally of a `cross-tab` summary, counted in the database: for each
 * field whose answer is an object (row → column, or row → columns), how
 * often each value was given under each key.
 *
 * @example
 * const cells = await countCells(db, { formId, names: ["taste"] });
 * cells.get("taste")?.get("texture"); // Map { "good" => 2, "bad" => 1 }
 */
export async function countCells(
  db: Database,
  input: { formId: string; names: readonly string[] },
): Promise<Map<string, Map<string, Map<string, number>>>> {
  const counts = new Map<string, Map<string, Map<string, number>>>();
  for (const name of input.names) counts.set(name, new Map());
  if (input.names.length === 0) return counts;
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
    where s.form_id = ${input.formId} and e.key in (${answerNames(input.names)})
    group by e.key, r.key, v.value`);
  for (const row of rowsOf<{ name: string; row: string; value: string; count: number }>(result)) {
    const byRow = counts.get(row.name);
    if (!byRow) continue;
    const byValue = byRow.get(row.row) ?? new Map<string, number>();
    byValue.set(row.value, Number(row.count));
    byRow.set(row.row, byValue);
  }
  return counts;
}
