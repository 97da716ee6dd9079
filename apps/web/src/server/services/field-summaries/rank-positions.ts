import type { SummaryKinds } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { answerNames, rowsOf } from "./answer-names";

type PositionsTally = SummaryKinds["mean-rank"]["tally"];

/**
 * The tally of a `mean-rank` summary, counted in the database: for each
 * field whose answer is a list in order, each value's mean position (1 is
 * first) and how many lists placed it, and how many non-empty lists there were.
 *
 * @example
 * const ranks = await rankPositions(db, { formId, names: ["fruit"] });
 * ranks.get("fruit"); // { responses: 2, positions: Map { "pears" => { mean: 1, count: 2 }, … } }
 */
export async function rankPositions(
  db: Database,
  input: { formId: string; names: readonly string[] },
): Promise<Map<string, PositionsTally>> {
  const tallies = new Map<
    string,
    { positions: Map<string, { mean: number; count: number }>; responses: number }
  >();
  for (const name of input.names) tallies.set(name, { positions: new Map(), responses: 0 });
  if (input.names.length === 0) return tallies;
  const names = answerNames(input.names);
  const [ranks, totals] = await Promise.all([
    db.execute(sql`
      select e.key as name, v.value as value, avg(v.n)::float8 as mean, count(*)::int as count
      from submissions s
      cross join lateral jsonb_each(s.data) as e(key, answer)
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(e.answer) = 'array' then e.answer else '[]'::jsonb end
      ) with ordinality as v(value, n)
      where s.form_id = ${input.formId} and e.key in (${names})
      group by e.key, v.value`),
    db.execute(sql`
      select e.key as name, count(*)::int as count
      from submissions s
      cross join lateral jsonb_each(s.data) as e(key, answer)
      where s.form_id = ${input.formId} and e.key in (${names})
        and jsonb_typeof(e.answer) = 'array' and jsonb_array_length(e.answer) > 0
      group by e.key`),
  ]);
  for (const row of rowsOf<{ name: string; value: string; mean: number; count: number }>(ranks)) {
    tallies
      .get(row.name)
      ?.positions.set(row.value, { mean: Number(row.mean), count: Number(row.count) });
  }
  for (const row of rowsOf<{ name: string; count: number }>(totals)) {
    const tally = tallies.get(row.name);
    if (tally) tally.responses = Number(row.count);
  }
  return tallies;
}
