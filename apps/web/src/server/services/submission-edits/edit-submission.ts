import { formAvailability } from "@formwright/core";
import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { closedNoticeIn } from "../closed-notice-in";
import { checkVerifiedEmails, EMAIL_NOT_VERIFIED } from "../email-verification/email-verification";
import { FORM_CLOSED, ServiceError } from "../errors";
import { formLanguageOf } from "../form-language";
import { enqueueSubmissionEvents } from "../outbox/enqueue";
import { getPublishedForm, type PublishedForm } from "../published-forms";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
} from "../respondent-files/claim-respondent-files";
import { uploadFieldsOf } from "../respondent-files/respondent-file-field";
import { withEnding } from "../submissions/submission-ending";
import { submissionOutcome } from "../submissions/submission-outcome";
import type { SubmitResult } from "../submissions/submit-result";
import {
  EDIT_LINK_EXPIRED,
  EDIT_LINK_INVALID,
  type EditLinkTarget,
  editPath,
  findEditLink,
} from "./edit-links";

/** What an edit to a form that no longer lets answers be edited (`editing` removed) is told. */
export const EDITING_OFF = "This form no longer lets answers be edited.";

/**
 * The answers of an edit, with each upload field (a file, a signature) the
 * edit leaves empty keeping the files it had: a page without scripts cannot
 * send a file again, so leaving the field alone keeps it. A new upload
 * replaces it; the replaced file stays with the submission (an earlier
 * revision names it).
 */
export function withKeptUploads(
  form: PublishedForm,
  data: unknown,
  earlier: Readonly<Record<string, unknown>>,
): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const answers = { ...(data as Record<string, unknown>) };
  for (const { block, uploads } of uploadFieldsOf(form)) {
    const kept = earlier[block.name];
    if (uploads.refsOf(answers[block.name]).length === 0 && uploads.refsOf(kept).length > 0) {
      answers[block.name] = kept;
    }
  }
  return answers;
}

/** The live version the edit is checked against, or why there is none. */
async function editableForm(
  db: Database,
  target: EditLinkTarget,
  language: string | null,
): Promise<PublishedForm> {
  const form = await getPublishedForm(db, target.slug);
  if (!form) throw new ServiceError("FORM_CLOSED", FORM_CLOSED);
  if (!form.document.editing) throw new ServiceError("FORM_CLOSED", EDITING_OFF);
  // An edit adds no submission: a full form (`maxSubmissions`) still takes it.
  const state = formAvailability(form.document.availability, { now: Date.now() });
  if (!state.isOpen && state.reason !== "full") {
    throw new ServiceError(
      "FORM_CLOSED",
      await closedNoticeIn({ document: form.document, reason: state.reason, language }),
    );
  }
  return form;
}

/**
 * The submission an edit link names, or the error a respondent is told
 * (`NOT_FOUND` "This edit link is not valid.", `EDIT_LINK_EXPIRED` "This edit
 * link has expired.").
 */
export async function editLinkTarget(
  db: Database,
  input: { token: string; slug?: string },
): Promise<EditLinkTarget> {
  const found = await findEditLink(db, input);
  if (found.status === "invalid") throw new ServiceError("NOT_FOUND", EDIT_LINK_INVALID);
  if (found.status === "expired") throw new ServiceError("EDIT_LINK_EXPIRED", EDIT_LINK_EXPIRED);
  return found.target;
}

/**
 * Replaces a submission's answers through its edit link (issue 33 §4). The
 * answers are checked as a submit checks them, against the form's live
 * version (the same validator, the same field errors; nothing changes when
 * there are any); a verified email field keeps its verified address (another
 * one is refused with `EMAIL_NOT_VERIFIED`: an edit carries no new
 * verification). The answers they replace are kept as a revision, the
 * variables and ending are computed again, and a `submission.updated` webhook
 * event is queued, all in one transaction. The same answers again change
 * nothing. A form that is unpublished, closed, or no longer has `editing`
 * answers `FORM_CLOSED`.
 *
 * @example
 * const result = await editSubmission(db, { token, data: { name: "Ada L." } });
 */
export async function editSubmission(
  db: Database,
  input: { token: string; data: unknown; language?: string | null; slug?: string },
): Promise<SubmitResult> {
  const target = await editLinkTarget(db, input);
  const requested = input.language ?? target.language;
  const form = await editableForm(db, target, requested);
  const language = formLanguageOf(form.document, requested);
  const checked = form.validate(withKeptUploads(form, input.data, target.data), language);
  if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
  const values = checked.values;
  const verification = await checkVerifiedEmails(db, {
    form,
    values,
    tokens: null,
    idempotencyKey: target.idempotencyKey,
  });
  const unverified = verification.fieldErrors.filter(
    (error) =>
      !(
        error.code === EMAIL_NOT_VERIFIED &&
        target.verifiedEmail !== null &&
        String(values[error.name] ?? "")
          .trim()
          .toLowerCase() === target.verifiedEmail
      ),
  );
  if (unverified.length > 0) return { submissionId: null, fieldErrors: unverified };
  // New uploads are bound under a temporary id first, so a refusal never unbinds the submission's own.
  const claimId = uuidv7();
  const files = await claimRespondentFiles(db, {
    form,
    values,
    submissionId: claimId,
    idempotencyKey: target.idempotencyKey,
  });
  if (files.fieldErrors.length > 0) return { submissionId: null, fieldErrors: files.fieldErrors };
  const outcome = submissionOutcome(form.document, values);
  await db.transaction(async (tx) => {
    await rebindRespondentFiles(tx as unknown as Database, {
      from: claimId,
      to: target.submissionId,
    });
    const answers = JSON.stringify(values);
    const changed = (await tx.execute(sql`with
      earlier as (
        select s.id, s.version, s.data,
          coalesce((select max(r.replaced_at) from submission_revisions r where r.submission_id = s.id),
            s.created_at) as sent_at
        from submissions s where s.id = ${target.submissionId}::uuid and s.data <> ${answers}::jsonb
        for update
      ),
      kept as (
        insert into submission_revisions (id, submission_id, version, data, created_at)
        select ${uuidv7()}::uuid, e.id, e.version, e.data, e.sent_at from earlier e
        returning submission_id
      )
      update submissions s set data = ${answers}::jsonb, version = ${form.version}::int,
        variables = ${JSON.stringify(outcome.variables)}::jsonb, ending = ${outcome.ending}::text
      from kept k where s.id = k.submission_id
      returning s.id`)) as unknown as { rows: unknown[] };
    if (changed.rows.length > 0) {
      await enqueueSubmissionEvents(tx, {
        submissionId: target.submissionId,
        event: "submission.updated",
      });
    }
  });
  const result = withEnding(
    { submissionId: target.submissionId, fieldErrors: [] },
    form,
    values,
    language,
  );
  return { ...result, editPath: editPath(target.slug, input.token.trim()) };
}
