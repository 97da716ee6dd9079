import {
  FIELD_DOCUMENT_REGISTRY,
  type FieldType,
  isCalendarDate,
  isClockTime,
} from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import type { SubmissionField } from "./submission-fields";

/** Months shown one by one at most; a wider spread of dates is counted per year. */
export const DATE_MONTHS_MAX = 24;

/** One bar of a date or time chart: a month (`YYYY-MM`), a year (`YYYY`) or an hour (`HH`). */
export interface DateTimeBucket {
  key: string;
  count: number;
}

/** The summary of one date or time field's answers. */
export interface DateTimeFieldStats {
  name: string;
  label: string;
  type: FieldType;
  /** How many submissions answered the field. */
  answers: number;
  /** The earliest answer (`YYYY-MM-DD` or `HH:MM`), `null` without answers. */
  earliest: string | null;
  /** The latest answer, `null` without answers. */
  latest: string | null;
  /** `month`, `year` (dates spread over more than {@link DATE_MONTHS_MAX} months) or `hour`. */
  per: "month" | "year" | "hour";
  /** Dates: each month (or year) from the earliest to the latest answer; times: each of the 24 hours. Zero counts included. */
  buckets: DateTimeBucket[];
}

async function countValues(
  db: Database,
  input: { formId: string; names: string[] },
): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  if (input.names.length === 0) return counts;
  const result = await db.execute(sql`
    select e.key as name, e.answer #>> '{}' as value, count(*)::int as count
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    where s.form_id = ${input.formId}
      and jsonb_typeof(e.answer) = 'string'
      and e.key in (${sql.join(
        input.names.map((n) => sql`${n}`),
        sql`, `,
      )})
    group by e.key, e.answer`);
  for (const row of (result as { rows: Array<{ name: string; value: string; count: number }> })
    .rows) {
    const byValue = counts.get(row.name) ?? new Map<string, number>();
    byValue.set(row.value, Number(row.count));
    counts.set(row.name, byValue);
  }
  return counts;
}

function monthIndex(key: string): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

function monthKey(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function dateBuckets(byValue: Map<string, number>): Pick<DateTimeFieldStats, "per" | "buckets"> {
  const counts = new Map<string, number>();
  for (const [value, count] of byValue) {
    counts.set(value.slice(0, 7), (counts.get(value.slice(0, 7)) ?? 0) + count);
  }
  const months = [...counts.keys()].map(monthIndex);
  if (months.length === 0) return { per: "month", buckets: [] };
  const first = Math.min(...months);
  const last = Math.max(...months);
  if (last - first < DATE_MONTHS_MAX) {
    const buckets: DateTimeBucket[] = [];
    for (let index = first; index <= last; index++) {
      buckets.push({ key: monthKey(index), count: counts.get(monthKey(index)) ?? 0 });
    }
    return { per: "month", buckets };
  }
  const years = new Map<number, number>();
  for (const [month, count] of counts) {
    const year = Number(month.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + count);
  }
  const buckets: DateTimeBucket[] = [];
  for (let year = Math.floor(first / 12); year <= Math.floor(last / 12); year++) {
    buckets.push({ key: String(year).padStart(4, "0"), count: years.get(year) ?? 0 });
  }
  return { per: "year", buckets };
}

function hourBuckets(byValue: Map<string, number>): DateTimeBucket[] {
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    key: String(hour).padStart(2, "0"),
    count: 0,
  }));
  for (const [value, count] of byValue) {
    const bucket = hours[Number(value.slice(0, 2))];
    if (bucket) bucket.count += count;
  }
  return hours;
}

/**
 * The charts of a form's date and time fields (chart kinds `dates` and
 * `times` in core), counted in the database: for each field how many
 * answered, the earliest and latest answer, and the answers per month (per
 * year when they spread over more than two years) or per hour of the day.
 * Stored answers were validated; any other text is not counted.
 *
 * @example
 * const [arrival] = await dateTimeFieldStats(db, { formId, fields });
 * arrival.buckets; // [{ key: "2026-03", count: 2 }, { key: "2026-04", count: 0 }, ...]
 */
export async function dateTimeFieldStats(
  db: Database,
  input: { formId: string; fields: readonly SubmissionField[] },
): Promise<DateTimeFieldStats[]> {
  const fields = input.fields.filter((field) => {
    const chart = FIELD_DOCUMENT_REGISTRY[field.type].chart;
    return chart === "dates" || chart === "times";
  });
  const counts = await countValues(db, {
    formId: input.formId,
    names: fields.map((field) => field.name),
  });
  return fields.map((field) => {
    const isDate = FIELD_DOCUMENT_REGISTRY[field.type].chart === "dates";
    const valid = isDate ? isCalendarDate : isClockTime;
    const byValue = new Map(
      [...(counts.get(field.name) ?? new Map<string, number>())].filter(([value]) => valid(value)),
    );
    const values = [...byValue.keys()].sort();
    const { per, buckets } = isDate
      ? dateBuckets(byValue)
      : { per: "hour" as const, buckets: hourBuckets(byValue) };
    return {
      name: field.name,
      label: field.label,
      type: field.type,
      answers: [...byValue.values()].reduce((sum, count) => sum + count, 0),
      earliest: values[0] ?? null,
      latest: values.at(-1) ?? null,
      per,
      buckets,
    };
  });
}
