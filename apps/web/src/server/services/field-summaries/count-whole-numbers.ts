import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { answerNames, rowsOf } from "./answer-names";

/**
 * The tally of a `distribution` summary, counted in the database: for each
 * field, how many answers chose each whole number; a list answer (a
 * repeating group's items) counts as its length. Stored answers were
 * validated as whole numbers; anything else is not counted.
 *
 * @example
 * const counts = await countWholeNumbers(db, { formId, names: ["service"] });
 * counts.get("service"); // Map { 5 => 2, 2 => 1 }
 */
export async function countWholeNumbers(
  db: Database,
  input: { formId: string; names: readonly string[] },
): Promise<Map<string, Map<number, number>>> {
  const counts = new Map<string, Map<number, number>>();
  for (const name of input.names) counts.set(name, new Map());
  if (input.names.length === 0) return counts;
  const result = await db.execute(sql`
    select e.key as name,
      case jsonb_typeof(e.answer)
        when 'array' then jsonb_array_length(e.answer)::text
        else e.answer::text
      end as value,
      count(*)::int as count
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    where s.form_id = ${input.formId}
      and jsonb_typeof(e.answer) in ('number', 'array')
      and e.key in (${answerNames(input.names)})
    group by 1, 2`);
  for (const row of rowsOf<{ name: string; value: string; count: number }>(result)) {
    const value = Number(row.value);
    if (!Number.isInteger(value)) continue;
    const byValue = counts.get(row.name);
    byValue?.set(value, (byValue.get(value) ?? 0) + Number(row.count));
  }
  return counts;
}
