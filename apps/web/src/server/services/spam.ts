import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { spamSubmissions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { findFormBySlug } from "./forms";
import { outboxCtes } from "./outbox/enqueue";
import { rebindRespondentFiles } from "./respondent-files/claim-respondent-files";
import { storedForKey } from "./stored-submissions";

interface MovedRow {
  form_id: string;
  key: string;
  inserted_id: string | null;
}

/** A submission caught as spam, with the reason. */
export interface SpamRecord {
  id: string;
  createdAt: Date;
  version: number;
  data: unknown;
  reason: string;
}

/** The newest submissions of a form caught as spam (at most `first`). */
export async function listSpamSubmissions(
  db: Database,
  input: { formSlug: string; first?: number | null },
): Promise<SpamRecord[]> {
  const first = Math.min(Math.max(input.first ?? 50, 1), 500);
  const form = await findFormBySlug(db, input.formSlug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  return db
    .select({
      id: spamSubmissions.id,
      createdAt: spamSubmissions.createdAt,
      version: spamSubmissions.version,
      data: spamSubmissions.data,
      reason: spamSubmissions.reason,
    })
    .from(spamSubmissions)
    .where(eq(spamSubmissions.formId, form.id))
    .orderBy(desc(spamSubmissions.createdAt), desc(spamSubmissions.id))
    .limit(first);
}

/** The message for an unknown spam id, or one already moved. */
export const SPAM_SUBMISSION_NOT_FOUND =
  "Spam submission not found (it may have been moved already)";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves a submission held for review into the submissions, keeping its id,
 * time, answers, version and idempotency key, in one statement: a second
 * click (or a second editor) finds nothing to move and gets
 * {@link SPAM_SUBMISSION_NOT_FOUND}, so it is moved exactly once. Its files
 * (bound to the held id) are the submission's with it. When the person's
 * retry was already stored under the same key, that submission stays, the
 * held copy is dropped, and its files go to that submission. Answers the
 * submission's id.
 *
 * @example
 * const submissionId = await markNotSpam(db, spamId);
 */
export async function markNotSpam(db: Database, id: string): Promise<string> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", SPAM_SUBMISSION_NOT_FOUND);
  const result = await db.execute(sql`
    with moved as (
      delete from spam_submissions where id = ${id}::uuid
      returning id, form_id, version, data, idempotency_key, created_at, language
    ),
    inserted as (
      insert into submissions (id, form_id, version, data, idempotency_key, created_at, language)
      select id, form_id, version, data, idempotency_key, created_at, language from moved
      on conflict (form_id, idempotency_key) do nothing
      returning id, form_id, version, data, created_at
    ),
    ${sql.raw(outboxCtes("inserted", "submission.created"))}
    select moved.form_id, moved.idempotency_key as key, (select id from inserted) as inserted_id
    from moved`);
  const [row] = (result as unknown as { rows: MovedRow[] }).rows;
  if (!row) throw new ServiceError("NOT_FOUND", SPAM_SUBMISSION_NOT_FOUND);
  if (row.inserted_id) return row.inserted_id;
  const kept = await storedForKey(db, { formId: row.form_id, key: row.key, answers: null });
  // The held copy's files go with the submission that stays (its id was the held copy's until now).
  await rebindRespondentFiles(db, { from: id, to: kept.id });
  return kept.id;
}
