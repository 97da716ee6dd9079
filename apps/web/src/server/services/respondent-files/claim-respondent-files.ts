import type { FieldError, FileRef, SubmissionValues } from "@formwright/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { PublishedForm } from "../published-forms";
import { uploadFieldsOf } from "./respondent-file-field";

/** The message for a file in an answer that is no unsent upload of this form and field. */
export function notAnUploadMessage(label: string, name: string): string {
  return `${label}: ${name} is not a file uploaded to this field, or it was already sent`;
}

interface ClaimedRef extends FileRef {
  field: string;
  label: string;
}

/** Every uploaded file the (validated) answers name, with the field that names it. */
export function uploadedRefs(form: PublishedForm, values: SubmissionValues): ClaimedRef[] {
  return uploadFieldsOf(form).flatMap(({ block, uploads }) =>
    uploads.refsOf(values[block.name]).map((ref) => ({
      ...ref,
      field: block.name,
      label: block.label,
    })),
  );
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Binds the files validated answers name to the submission about to be
 * stored (`submissionId`). Each must be an upload of this form and of the
 * field that names it, not sent by another submission, with the name, size
 * and type the server stored (the answer's copy is never trusted). A file
 * already bound to this form's submission with the same idempotency key
 * counts as bound (a retry), and so does one bound to this form's submission
 * held for spam review under that key: `heldId` names that held submission,
 * whose files the caller moves to the submission it stores
 * ({@link rebindRespondentFiles}). Answers one field error per file that is
 * none of these, and then binds nothing. With no file in the answers, no query.
 *
 * @example
 * const { fieldErrors, claimed, heldId } = await claimRespondentFiles(db, { form, values, submissionId, idempotencyKey });
 */
export async function claimRespondentFiles(
  db: Database,
  input: {
    form: PublishedForm;
    values: SubmissionValues;
    submissionId: string;
    idempotencyKey: string;
  },
): Promise<{ fieldErrors: FieldError[]; claimed: boolean; heldId: string | null }> {
  const refs = uploadedRefs(input.form, input.values);
  if (refs.length === 0) return { fieldErrors: [], claimed: false, heldId: null };
  const wanted = JSON.stringify(
    refs.map((r) => ({ id: r.id, field: r.field, name: r.name, size: r.size, type: r.type })),
  );
  const result = await db.execute(sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb)
        as v(id uuid, field text, name text, size int, type text)
    ),
    claimed as (
      update respondent_files rf set submission_id = ${input.submissionId}::uuid
      from wanted v
      where rf.id = v.id and rf.form_id = ${input.form.formId}::uuid and rf.field_name = v.field
        and rf.name = v.name and rf.byte_size = v.size and rf.content_type = v.type
        and rf.submission_id is null
      returning rf.id
    ),
    retried as (
      select rf.id, null::uuid as held_id from respondent_files rf
      join wanted v on v.id = rf.id
      join submissions s on s.id = rf.submission_id
      where s.form_id = ${input.form.formId}::uuid and s.idempotency_key = ${input.idempotencyKey}
        and rf.field_name = v.field and rf.name = v.name and rf.byte_size = v.size
        and rf.content_type = v.type
    ),
    held as (
      select rf.id, h.id as held_id from respondent_files rf
      join wanted v on v.id = rf.id
      join spam_submissions h on h.id = rf.submission_id
      where h.form_id = ${input.form.formId}::uuid and h.idempotency_key = ${input.idempotencyKey}
        and rf.field_name = v.field and rf.name = v.name and rf.byte_size = v.size
        and rf.content_type = v.type
    )
    select id::text, null as held_id from claimed
    union select id::text, held_id::text from retried
    union select id::text, held_id::text from held`);
  const rows = rowsOf<{ id: string; held_id: string | null }>(result);
  const found = new Set(rows.map((row) => row.id));
  const heldId = rows.find((row) => row.held_id !== null)?.held_id ?? null;
  const fieldErrors: FieldError[] = [];
  for (const ref of refs) {
    if (found.has(ref.id) || fieldErrors.some((e) => e.name === ref.field)) continue;
    fieldErrors.push({ name: ref.field, message: notAnUploadMessage(ref.label, ref.name) });
  }
  if (fieldErrors.length > 0) {
    await releaseRespondentFiles(db, input.submissionId);
    return { fieldErrors, claimed: false, heldId: null };
  }
  return { fieldErrors, claimed: true, heldId };
}

/** Unbinds the files bound to a submission that was not stored after all. */
export async function releaseRespondentFiles(db: Database, submissionId: string): Promise<void> {
  await db.execute(
    sql`update respondent_files set submission_id = null where submission_id = ${submissionId}::uuid`,
  );
}

/** Binds the files bound under a temporary id to the submission actually stored. */
export async function rebindRespondentFiles(
  db: Database,
  input: { from: string; to: string },
): Promise<void> {
  await db.execute(
    sql`update respondent_files set submission_id = ${input.to}::uuid where submission_id = ${input.from}::uuid`,
  );
}
