import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { loadFormHistory } from "./form-history";
import { storeMissingOutcomes } from "./submissions/submission-outcome";

/** Whole numbers spanning at most this many values get a bar each; others are grouped. */
export const VARIABLE_WHOLE_BARS_MAX = 20;

/** Bars of a variable whose values are grouped into equal ranges. */
export const VARIABLE_RANGE_BARS = 10;

/** How many submissions computed a value in one range of a numeric variable. */
export interface VariableBucket {
  /** `7` for a whole number, `0–9.5` for a range (the last range includes its end). */
  label: string;
  from: number;
  to: number;
  count: number;
}

/** The distribution of one numeric variable's values over a form's submissions (issue 32). */
export interface NumericVariableStats {
  name: string;
  label: string;
  /** Submissions whose value of it is a number. */
  answers: number;
  min: number;
  max: number;
  /** Mean value, rounded to two decimals. */
  mean: number;
  /** Every whole number from min to max when they are few, else ten equal ranges; zero counts included. */
  buckets: VariableBucket[];
}

const DECIMAL = new Intl.NumberFormat("en", { maximumFractionDigits: 2, useGrouping: false });

interface Row {
  name: string;
  lo: number;
  hi: number;
  n: number;
  mean: number;
  whole: boolean;
  bucket: number;
  count: number;
}

/**
 * The distribution of each numeric variable of a form (a variable with at
 * least one number among its submissions' stored values; texts and nothing
 * are left out), in the order of the table's columns. Computed in the
 * database from the values stored with each submission (rows stored without
 * them get them first). Whole numbers spanning at most
 * {@link VARIABLE_WHOLE_BARS_MAX} values count per number, others per tenth
 * of their range.
 *
 * @example
 * const [score] = await numericVariableStats(db, { formId });
 * score.buckets; // [{ label: "0", from: 0, to: 0, count: 3 }, …]
 */
export async function numericVariableStats(
  db: Database,
  input: { formId: string },
): Promise<NumericVariableStats[]> {
  const form = await loadFormHistory(db, input.formId);
  if (form.variables.length === 0) return [];
  await storeMissingOutcomes(db, form);
  const names = form.variables.map((v) => v.name);
  const result = (await db.execute(sql`
    with v as (
      select e.key as name, (e.value #>> '{}')::float8 as x
      from submissions s
      cross join lateral jsonb_each(s.variables) as e(key, value)
      where s.form_id = ${form.id}::uuid and s.variables is not null
        and jsonb_typeof(e.value) = 'number'
        and e.key in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
    ),
    r as (
      select name, min(x) as lo, max(x) as hi, count(*)::int as n, avg(x) as mean,
        bool_and(x = trunc(x)) as whole
      from v group by name
    )
    select r.name, r.lo, r.hi, r.n, r.mean, r.whole,
      case
        when r.whole and r.hi - r.lo < ${VARIABLE_WHOLE_BARS_MAX} then (v.x - r.lo)::int
        when r.hi = r.lo then 0
        else least(floor((v.x - r.lo) / (r.hi - r.lo) * ${VARIABLE_RANGE_BARS})::int, ${VARIABLE_RANGE_BARS - 1})
      end as bucket,
      count(*)::int as count
    from v join r on r.name = v.name
    group by r.name, r.lo, r.hi, r.n, r.mean, r.whole, bucket`)) as unknown as { rows: Row[] };
  const byName = new Map<string, Row[]>();
  for (const row of result.rows) {
    const rows = byName.get(row.name) ?? [];
    rows.push(row);
    byName.set(row.name, rows);
  }
  return form.variables.flatMap((variable) => {
    const rows = byName.get(variable.name);
    const first = rows?.[0];
    if (!rows || !first) return [];
    const lo = Number(first.lo);
    const hi = Number(first.hi);
    const counts = new Map(rows.map((row) => [Number(row.bucket), Number(row.count)]));
    return [
      {
        name: variable.name,
        label: variable.label,
        answers: Number(first.n),
        min: lo,
        max: hi,
        mean: Math.round(Number(first.mean) * 100) / 100,
        buckets: bucketsOf({ lo, hi, whole: Boolean(first.whole) }, counts),
      },
    ];
  });
}

/** The bars of one variable: one per whole number, or ten equal ranges, zero counts included. */
function bucketsOf(
  range: { lo: number; hi: number; whole: boolean },
  counts: ReadonlyMap<number, number>,
): VariableBucket[] {
  const { lo, hi, whole } = range;
  if ((whole && hi - lo < VARIABLE_WHOLE_BARS_MAX) || hi === lo) {
    const bars = whole ? hi - lo + 1 : 1;
    return Array.from({ length: bars }, (_, i) => ({
      label: DECIMAL.format(lo + i),
      from: lo + i,
      to: lo + i,
      count: counts.get(i) ?? 0,
    }));
  }
  const width = (hi - lo) / VARIABLE_RANGE_BARS;
  return Array.from({ length: VARIABLE_RANGE_BARS }, (_, i) => {
    const from = lo + i * width;
    const to = i === VARIABLE_RANGE_BARS - 1 ? hi : lo + (i + 1) * width;
    return {
      label: `${DECIMAL.format(from)}–${DECIMAL.format(to)}`,
      from,
      to,
      count: counts.get(i) ?? 0,
    };
  });
}
