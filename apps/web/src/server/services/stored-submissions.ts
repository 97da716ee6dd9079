import { and, eq, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import { spamSubmissions, submissions } from "../db/schema";
import { ServiceError } from "./errors";
import { outboxCtes } from "./outbox/enqueue";
import type { SubmissionOutcome } from "./submissions/submission-outcome";

/**
 * Keeps a submission taken for spam in the review list, answering its id.
 * The same idempotency key again updates the reason, never adds a row.
 */
export async function storeSpam(
  db: Database,
  input: {
    formId: string;
    version: number;
    values: unknown;
    key: string;
    reason: string;
    /** One of the form's languages, or null: moved with the answers by "Not spam". */
    language: string | null;
  },
): Promise<string | null> {
  const [spam] = await db
    .insert(spamSubmissions)
    .values({
      id: uuidv7(),
      formId: input.formId,
      version: input.version,
      data: input.values,
      idempotencyKey: input.key,
      reason: input.reason,
      language: input.language,
    })
    .onConflictDoUpdate({
      target: [spamSubmissions.formId, spamSubmissions.idempotencyKey],
      set: { reason: input.reason },
    })
    .returning({ id: spamSubmissions.id });
  return spam?.id ?? null;
}

/** The message for an idempotency key already used for other answers. */
export const IDEMPOTENCY_KEY_REUSED =
  "This idempotency key was already used for a different submission";

/** The `CONFLICT` error for an idempotency key already used for other answers. */
export function keyReused(): ServiceError {
  return new ServiceError("CONFLICT", IDEMPOTENCY_KEY_REUSED);
}

/**
 * The row stored under an idempotency key, and whether it holds `answers`:
 * for a key that another request stored after this one's statement began
 * (its snapshot could not see it).
 */
export async function storedForKey(
  db: Database,
  input: { formId: string; key: string; answers: unknown },
): Promise<{ id: string; isSame: boolean }> {
  const [existing] = await db
    .select({
      id: submissions.id,
      isSame: sql<boolean>`${submissions.data} = ${JSON.stringify(input.answers)}::jsonb`,
    })
    .from(submissions)
    .where(and(eq(submissions.formId, input.formId), eq(submissions.idempotencyKey, input.key)));
  if (!existing) throw new Error("idempotency conflict without a stored row");
  return existing;
}

/**
 * Stores answers against a given version, once per idempotency key; answers
 * the id. The key again with other answers is refused with `CONFLICT`.
 */
export async function storeSubmission(
  db: Database,
  input: {
    formId: string;
    version: number;
    values: unknown;
    key: string;
    /** The hash of the resume token of the draft these answers finish (deleted with them). */
    draftHash?: string | null;
    /** The hash of the respondent's unfinished-answers token (deleted with them). */
    partialHash?: string | null;
    /** The language the form was filled in (BCP 47). */
    language?: string | null;
    /** The variables and ending the answers gave (issue 32), stored with them. */
    outcome?: SubmissionOutcome;
    /** The address a verified email field was verified for (issue 33 §2). */
    verifiedEmail?: string | null;
    /** What the answers owe (issue 36): stored pending, and their events wait for it to be paid. */
    payment?: { amount: number; currency: string } | null;
  },
): Promise<string> {
  const amount = input.payment?.amount ?? null;
  const currency = input.payment?.currency ?? null;
  // The submission, its outbox rows (webhooks, mails) and the end of its draft in one statement, as in submitForm.
  const result = (await db.execute(sql`with
    stored as (
      insert into submissions (id, form_id, version, data, idempotency_key, language, variables, ending, verified_email)
      values (${uuidv7()}::uuid, ${input.formId}::uuid, ${input.version}::int,
        ${JSON.stringify(input.values)}::jsonb, ${input.key}::text, ${input.language ?? null}::text,
        ${input.outcome ? JSON.stringify(input.outcome.variables) : null}::jsonb, ${input.outcome?.ending ?? null}::text,
        ${input.verifiedEmail ?? null}::text)
      on conflict (form_id, idempotency_key) do nothing
      returning id, form_id, version, data, created_at
    ),
    resumed as (
      delete from drafts where token_hash = ${input.draftHash ?? null}::text
        and form_id = (select form_id from stored)
    ),
    partial_done as (
      delete from partial_responses where token_hash = ${input.partialHash ?? null}::text
        and form_id = (select form_id from stored)
    ),
    pending_payment as (
      insert into submission_payments (submission_id, form_id, amount, currency)
      select id, form_id, ${amount}::int, ${currency}::text from stored where ${amount}::int is not null
    ),
    announced as (select * from stored where ${amount}::int is null),
    ${sql.raw(outboxCtes("announced", "submission.created"))}
    select id from stored`)) as unknown as { rows: Array<{ id: string }> };
  const row = result.rows[0];
  if (row) return row.id;
  const earlier = await storedForKey(db, {
    formId: input.formId,
    key: input.key,
    answers: input.values,
  });
  if (!earlier.isSame) throw keyReused();
  return earlier.id;
}
