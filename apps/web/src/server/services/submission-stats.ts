import type { FieldType } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { type DateTimeFieldStats, dateTimeFieldStats } from "./date-time-field-stats";
import { ServiceError } from "./errors";
import { loadFormHistory } from "./form-history";
import { type UploadFieldStats, uploadFieldStats } from "./respondent-files/upload-field-stats";
import { CHOICE_FIELD_TYPES, type SubmissionField } from "./submission-fields";

/** Days the per-day chart covers by default, today included. */
export const STATS_DEFAULT_DAYS = 30;

/** Most days one request may ask for. */
export const STATS_MAX_DAYS = 366;

/** Submissions received on one UTC day. */
export interface DayCount {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  count: number;
}

/** How often one option was chosen. */
export interface OptionCount {
  value: string;
  label: string;
  count: number;
}

/** The distribution of one choice field's answers. */
export interface ChoiceFieldStats {
  name: string;
  label: string;
  type: FieldType;
  /** Every option any version offered (zero counts included), then values typed in by respondents. */
  options: OptionCount[];
}

/** The aggregates behind the submissions charts. */
export interface SubmissionStats {
  /** The form (the summaries' fields of the API read it: see `fieldSummaries`). */
  formId: string;
  total: number;
  /** One entry per day, oldest first, ending today (UTC); days without submissions count 0. */
  perDay: DayCount[];
  choiceFields: ChoiceFieldStats[];
  /** Each file and signature field: submissions that answered it, and files sent. */
  uploadFields: UploadFieldStats[];
  /** Date and time fields: earliest, latest, answers per month or hour. */
  dateTimeFields: DateTimeFieldStats[];
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function countPerDay(
  db: Database,
  input: { formId: string; days: number; now: Date },
): Promise<DayCount[]> {
  const result = await db.execute(sql`
    with bounds as (
      select date_trunc('day', ${input.now.toISOString()}::timestamptz at time zone 'UTC') as today
    ),
    days as (
      select generate_series(today - make_interval(days => ${input.days - 1}), today, interval '1 day') as day
      from bounds
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, count(s.id)::int as count
    from days
    left join submissions s
      on s.form_id = ${input.formId}
      and s.created_at >= (days.day at time zone 'UTC')
      and s.created_at < ((days.day + interval '1 day') at time zone 'UTC')
    group by days.day
    order by days.day`);
  return rowsOf<{ date: string; count: number }>(result).map((r) => ({
    date: r.date,
    count: Number(r.count),
  }));
}

async function countChoices(
  db: Database,
  input: { formId: string; names: string[] },
): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  if (input.names.length === 0) return counts;
  // Arrays (checkbox groups, multi selects) count each element; a single
  // value counts as a one-element array. Booleans read as "true"/"false".
  const result = await db.execute(sql`
    select e.key as name, v.value as value, count(*)::int as count
    from submissions s
    cross join lateral jsonb_each(s.data) as e(key, answer)
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(e.answer) = 'array' then e.answer else jsonb_build_array(e.answer) end
    ) as v(value)
    where s.form_id = ${input.formId}
      and e.key in (${sql.join(
        input.names.map((n) => sql`${n}`),
        sql`, `,
      )})
    group by e.key, v.value`);
  for (const row of rowsOf<{ name: string; value: string; count: number }>(result)) {
    const byValue = counts.get(row.name) ?? new Map<string, number>();
    byValue.set(row.value, Number(row.count));
    counts.set(row.name, byValue);
  }
  return counts;
}

/** Options in field order with their counts, then values no option names, most chosen first. */
function distribution(field: SubmissionField, counts: Map<string, number> | undefined) {
  const options: OptionCount[] = field.options.map((o) => ({
    value: o.value,
    label: o.label,
    count: counts?.get(o.value) ?? 0,
  }));
  const known = new Set(field.options.map((o) => o.value));
  const others = [...(counts ?? [])]
    .filter(([value]) => !known.has(value))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, count]) => ({ value, label: value, count }));
  return [...options, ...others];
}

/**
 * The aggregates of a form's submissions, computed in the database: the total,
 * submissions per UTC day over the last `days` days (today included, days
 * without any as 0), and for each choice field (select, radio, checkbox group,
 * checkbox) how often each option was chosen.
 *
 * @example
 * const stats = await submissionStats(db, { formId });
 * stats.perDay.at(-1); // { date: "2026-11-21", count: 4 }
 */
export async function submissionStats(
  db: Database,
  input: { formId: string; days?: number | null; now?: Date },
): Promise<SubmissionStats> {
  const days = input.days ?? STATS_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > STATS_MAX_DAYS) {
    throw new ServiceError("BAD_USER_INPUT", `days must be 1 to ${STATS_MAX_DAYS}`);
  }
  const form = await loadFormHistory(db, input.formId);
  const choiceFields = form.fields.filter((f) => CHOICE_FIELD_TYPES.has(f.type));
  const [perDay, counts, totals, uploadFields] = await Promise.all([
    countPerDay(db, { formId: form.id, days, now: input.now ?? new Date() }),
    countChoices(db, { formId: form.id, names: choiceFields.map((f) => f.name) }),
    db.execute(sql`select count(*)::int as n from submissions where form_id = ${form.id}`),
    uploadFieldStats(db, { formId: form.id, fields: form.fields }),
  ]);
  return {
    formId: form.id,
    total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
    perDay,
    choiceFields: choiceFields.map((field) => ({
      name: field.name,
      label: field.label,
      type: field.type,
      options: distribution(field, counts.get(field.name)),
    })),
    uploadFields,
    dateTimeFields: await dateTimeFieldStats(db, { formId: form.id, fields: form.fields }),
  };
}
