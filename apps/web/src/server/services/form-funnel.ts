import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { RateLimitedError, ServiceError } from "./errors";
import type { Limiter } from "./rate-limits";
import { STATS_MAX_DAYS } from "./submission-stats";

/** The steps a respondent's browser reports: the page seen, the first answer, a later page reached or passed. */
export const FUNNEL_EVENTS = ["view", "start", "page"] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** The highest page number counted (a form has far fewer pages). */
export const FUNNEL_MAX_PAGE = 200;

/** How many days the funnel covers unless asked. */
export const FUNNEL_DEFAULT_DAYS = 30;

/** How many reached one page, or passed it. */
export interface FunnelPage {
  page: number;
  /**
   * Respondents who reached this page or got past it: a later page reached
   * counts for every page before it, so a page skip logic passed over is
   * counted as passed and the count never rises from one page to the next.
   */
  reached: number;
}

/** One UTC day of the funnel. */
export interface FunnelDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  views: number;
  starts: number;
  /** Pages from 2 on, in page order, with what reached them that day. */
  pages: FunnelPage[];
  completions: number;
}

/** The funnel of a form over some days. */
export interface FormFunnel {
  days: FunnelDay[];
  views: number;
  starts: number;
  pages: FunnelPage[];
  completions: number;
  /** Completions per view (0 to 1, rounded to 3 decimals), or null before any view. */
  completionRate: number | null;
  /** The median seconds from the served page to the submit, or null without timed submissions. */
  medianSecondsToComplete: number | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The event's key in the table: `view`, `start` or `page:<n>`. */
function eventKey(event: FunnelEvent, page: number | null | undefined): string {
  if (event !== "page") return event;
  if (page == null || !Number.isInteger(page) || page < 2 || page > FUNNEL_MAX_PAGE) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `page must be a whole number from 2 to ${FUNNEL_MAX_PAGE} for a page event`,
    );
  }
  return `page:${page}`;
}

/**
 * Counts one step of a respondent on a published form for today (UTC):
 * one row per form, day and step, incremented in the database so every
 * instance adds to the same count. Nothing about the respondent is stored.
 * Counted against `limit` first (per client address and form, like
 * submissions); over it, `RateLimitedError`. Answers false for a slug that
 * is not a live form (nothing is counted).
 *
 * @example
 * await recordFunnelEvent(db, { slug: "demo", event: "view" });
 */
export async function recordFunnelEvent(
  db: Database,
  input: {
    slug: string;
    event: FunnelEvent;
    page?: number | null;
    limit?: { limiter: Limiter; key: string };
  },
): Promise<boolean> {
  const event = eventKey(input.event, input.page);
  if (input.limit) {
    const decision = await input.limit.limiter.consume(`${input.limit.key}|${input.event}`);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
  const result = await db.execute(sql`
    insert into form_funnel_days (form_id, day, event, count)
    select id, (now() at time zone 'UTC')::date, ${event}, 1 from forms
    where slug = ${input.slug} and published_version is not null
    on conflict (form_id, day, event) do update set count = form_funnel_days.count + 1
    returning form_id`);
  return rowsOf(result).length > 0;
}

/**
 * Pages in order, each counting what reached it or a later page. Pages are
 * counted as reported (browsers also report the pages they passed: skipped
 * by logic, or jumped over with `?step=`); a later page reached by more than
 * an earlier one (older reports, or reports lost) lifts the earlier one to
 * its count, so the funnel never rises.
 *
 * @example
 * reachedOrPassed([{ page: 2, reached: 2 }, { page: 3, reached: 7 }]);
 * // [{ page: 2, reached: 7 }, { page: 3, reached: 7 }]
 */
function reachedOrPassed(pages: readonly FunnelPage[]): FunnelPage[] {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  let later = 0;
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const entry = sorted[i] as FunnelPage;
    later = Math.max(later, entry.reached);
    sorted[i] = { page: entry.page, reached: later };
  }
  return sorted;
}

/**
 * A form's funnel over the last `days` UTC days, ending today: views,
 * starts, each later page reached or passed ({@link FunnelPage}), completions (the submissions stored), the
 * completion rate and the median time to complete.
 *
 * @example
 * const funnel = await formFunnel(db, { formId, days: 30 });
 * funnel.completionRate; // 0.42
 */
export async function formFunnel(
  db: Database,
  input: { formId: string; days?: number | null; now?: Date },
): Promise<FormFunnel> {
  const days = input.days ?? FUNNEL_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > STATS_MAX_DAYS) {
    throw new ServiceError("BAD_USER_INPUT", `days must be from 1 to ${STATS_MAX_DAYS}`);
  }
  const exists = await db.execute(sql`select 1 from forms where id = ${input.formId}`);
  if (rowsOf(exists).length === 0) throw new ServiceError("NOT_FOUND", "Form not found");
  const now = (input.now ?? new Date()).toISOString();
  const bounds = sql`
    with bounds as (
      select (${now}::timestamptz at time zone 'UTC')::date as today
    ),
    days as (
      select generate_series(today - ${days - 1}::int, today, interval '1 day')::date as day from bounds
    )`;
  const counted = rowsOf<{ date: string; event: string | null; count: number }>(
    await db.execute(sql`${bounds}
      select to_char(days.day, 'YYYY-MM-DD') as date, f.event, coalesce(f.count, 0)::int as count
      from days
      left join form_funnel_days f on f.form_id = ${input.formId} and f.day = days.day
      union all
      select to_char(days.day, 'YYYY-MM-DD'), 'complete', count(s.id)::int
      from days
      left join submissions s
        on s.form_id = ${input.formId}
        and s.created_at >= (days.day::timestamp at time zone 'UTC')
        and s.created_at < ((days.day + 1)::timestamp at time zone 'UTC')
      group by days.day`),
  );
  const [median] = rowsOf<{ seconds: number | null }>(
    await db.execute(sql`${bounds}
      select percentile_cont(0.5) within group (order by s.fill_ms) / 1000.0 as seconds
      from submissions s, bounds
      where s.form_id = ${input.formId} and s.fill_ms is not null
        and s.created_at >= ((bounds.today - ${days - 1}::int)::timestamp at time zone 'UTC')`),
  );

  const byDate = new Map<string, FunnelDay>();
  const day = (date: string): FunnelDay => {
    let entry = byDate.get(date);
    if (!entry) {
      entry = { date, views: 0, starts: 0, pages: [], completions: 0 };
      byDate.set(date, entry);
    }
    return entry;
  };
  const pageTotals = new Map<number, number>();
  for (const row of counted) {
    const entry = day(row.date);
    const count = Number(row.count);
    if (row.event === "view") entry.views += count;
    else if (row.event === "start") entry.starts += count;
    else if (row.event === "complete") entry.completions += count;
    else if (row.event?.startsWith("page:")) {
      const page = Number(row.event.slice(5));
      entry.pages.push({ page, reached: count });
      pageTotals.set(page, (pageTotals.get(page) ?? 0) + count);
    }
  }
  const list = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const entry of list) entry.pages = reachedOrPassed(entry.pages);
  const sum = (pick: (d: FunnelDay) => number) => list.reduce((total, d) => total + pick(d), 0);
  const views = sum((d) => d.views);
  const completions = sum((d) => d.completions);
  const seconds = median?.seconds == null ? null : Number(median.seconds);
  return {
    days: list,
    views,
    starts: sum((d) => d.starts),
    pages: reachedOrPassed([...pageTotals].map(([page, reached]) => ({ page, reached }))),
    completions,
    completionRate: views === 0 ? null : Math.round((completions / views) * 1000) / 1000,
    medianSecondsToComplete: seconds === null ? null : Math.round(seconds * 10) / 10,
  };
}
