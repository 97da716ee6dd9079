import type { NumberStatsTally } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { answerNames, rowsOf } from "./answer-names";

const NONE: NumberStatsTally = {
  answers: 0,
  min: null,
  max: null,
  mean: null,
  median: null,
  sum: null,
};

/**
 * The tally of a `statistics` summary, computed in the database: for each
 * field, how many answers are numbers, and their lowest, highest, mean,
 * median and sum. Anything but a number (a text, a list) is not counted.
 *
 * @example
 * const stats = await numberStatistics(db, { formId, names: ["age"] });
 * stats.get("age"); // { answers: 3, min: 21, max: 64, mean: 40.33, median: 36, sum: 121 }
 */
export async function numberStatistics(
  db: Database,
  input: { formId: string; names: readonly string[] },
): Promise<Map<string, NumberStatsTally>> {
  const stats = new Map<string, NumberStatsTally>();
  for (const name of input.names) stats.set(name, NONE);
  if (input.names.length === 0) return stats;
  const result = await db.execute(sql`
    select e.key as name,
      count(*)::int as answers,
      min((e.answer)::float8) as min,
      max((e.answer)::float8) as max,
      avg((e.answer)::float8) as mean,
      percentile_cont(0.5) within group (order by (e.answer)::float8) as median,
      sum((e.answer)::float8) as sum
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    where s.form_id = ${input.formId}
      and jsonb_typeof(e.answer) = 'number'
      and e.key in (${answerNames(input.names)})
    group by 1`);
  for (const row of rowsOf<Record<keyof NumberStatsTally | "name", string | number>>(result)) {
    stats.set(String(row.name), {
      answers: Number(row.answers),
      min: Number(row.min),
      max: Number(row.max),
      mean: Number(row.mean),
      median: Number(row.median),
      sum: Number(row.sum),
    });
  }
  return stats;
}
