import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../field-summaries/answer-names";
import { jsonList } from "./json-list";

/** One batch of a form's old rows of one kind. */
export interface RetentionBatch {
  formId: string;
  /** Rows written (for a draft: last saved) before this instant go. */
  cutoff: Date;
  limit: number;
}

/** What one batch deleted: rows, and the storage keys of files whose rows went with them. */
export interface RetentionBatchResult {
  deleted: number;
  storageKeys: string[];
}

/** One kind of data retention deletes, a batch at a time. */
export interface RetentionStep {
  name: string;
  deleteBatch(db: Database, batch: RetentionBatch): Promise<RetentionBatchResult>;
}

function toResult(result: unknown): RetentionBatchResult {
  const row = rowsOf<{ deleted: number | string; keys: unknown }>(result)[0];
  return { deleted: Number(row?.deleted ?? 0), storageKeys: jsonList<string>(row?.keys) };
}

/**
 * Submissions (or held ones) sent before the cutoff, oldest first, with the
 * rows of their files. `skip locked`: two instances on one PostgreSQL
 * running the job at once take different rows, and neither waits.
 */
function submissionStep(table: "submissions" | "spam_submissions"): RetentionStep {
  const t = sql.raw(table);
  return {
    name: table,
    deleteBatch: async (db, { formId, cutoff, limit }) =>
      toResult(
        await db.execute(sql`with
          doomed as (select id from ${t} where form_id = ${formId}::uuid
            and created_at < ${cutoff.toISOString()}::timestamptz
            order by created_at limit ${limit} for update skip locked),
          gone as (delete from ${t} s using doomed d where s.id = d.id returning s.id),
          files as (delete from respondent_files rf using gone g where rf.submission_id = g.id
            returning rf.storage_key)
          select (select count(*) from gone) as deleted, (select json_agg(storage_key) from files) as keys`),
      ),
  };
}

/**
 * Answers kept before a submit, last saved before the cutoff, with the unsent
 * files they name: saved drafts (`drafts.answers`) and unfinished answers
 * (`partial_responses.data`, `partialResponses`).
 */
function unsentStep(
  table: "drafts" | "partial_responses",
  column: "answers" | "data",
): RetentionStep {
  const t = sql.raw(table);
  const c = sql.raw(column);
  return {
    name: table,
    deleteBatch: async (db, { formId, cutoff, limit }) =>
      toResult(
        await db.execute(sql`with
          doomed as (select id from ${t} where form_id = ${formId}::uuid
            and updated_at < ${cutoff.toISOString()}::timestamptz
            order by updated_at limit ${limit} for update skip locked),
          gone as (delete from ${t} x using doomed d where x.id = d.id returning x.${c} as answers),
          files as (delete from respondent_files rf using gone g
            where rf.form_id = ${formId}::uuid and rf.submission_id is null
              and position(rf.id::text in g.answers::text) > 0
            returning rf.storage_key)
          select (select count(*) from gone) as deleted, (select json_agg(storage_key) from files) as keys`),
      ),
  };
}

/**
 * The form's outbox rows written before the cutoff: webhook deliveries and
 * mails about its submissions carry a copy of the answers (and a
 * respondent's address). A row a worker is delivering now stays for the
 * next run.
 */
const outboxStep: RetentionStep = {
  name: "outbox",
  deleteBatch: async (db, { formId, cutoff, limit }) =>
    toResult(
      await db.execute(sql`with
        doomed as (select id from outbox where form_id = ${formId}::uuid
          and created_at < ${cutoff.toISOString()}::timestamptz
          and (locked_until is null or locked_until < now())
          limit ${limit} for update skip locked),
        gone as (delete from outbox o using doomed d where o.id = d.id returning o.id)
        select (select count(*) from gone) as deleted, null as keys`),
    ),
};

/** What retention deletes, in this order. */
export const RETENTION_STEPS: readonly RetentionStep[] = [
  submissionStep("submissions"),
  submissionStep("spam_submissions"),
  unsentStep("drafts", "answers"),
  unsentStep("partial_responses", "data"),
  outboxStep,
];
