import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../field-summaries/answer-names";

/** A form whose newest published version sets `retention.deleteAfterDays`. */
export interface FormRetention {
  formId: string;
  slug: string;
  deleteAfterDays: number;
}

/** `retention.deleteAfterDays` of a version's document, as SQL (null when unset). */
const DAYS = sql.raw(
  `case when jsonb_typeof(v.document #> '{retention,deleteAfterDays}') = 'number'
    then (v.document #>> '{retention,deleteAfterDays}')::int end`,
);

/**
 * Every form whose newest published version sets a retention. The newest
 * version rules, published or since unpublished: a form taken offline keeps
 * deleting old answers, and a draft's retention applies once published, like
 * the rest of the document.
 *
 * @example
 * await formsWithRetention(db); // [{ formId, slug: "contact", deleteAfterDays: 90 }]
 */
export async function formsWithRetention(db: Database): Promise<FormRetention[]> {
  const rows = rowsOf<{ form_id: string; slug: string; days: number | null }>(
    await db.execute(sql`select distinct on (v.form_id) v.form_id, f.slug, ${DAYS} as days
      from form_versions v join forms f on f.id = v.form_id
      order by v.form_id, v.version desc`),
  );
  return rows.flatMap((row) =>
    row.days != null && Number(row.days) >= 1
      ? [{ formId: row.form_id, slug: row.slug, deleteAfterDays: Number(row.days) }]
      : [],
  );
}

/**
 * The retention of one form (its newest published version's
 * `retention.deleteAfterDays`), or null: kept until deleted.
 *
 * @example
 * await retentionDaysOf(db, formId); // 90
 */
export async function retentionDaysOf(db: Database, formId: string): Promise<number | null> {
  const rows = rowsOf<{ days: number | null }>(
    await db.execute(sql`select ${DAYS} as days from form_versions v
      where v.form_id = ${formId}::uuid order by v.version desc limit 1`),
  );
  const days = rows[0]?.days;
  return days == null ? null : Number(days);
}
