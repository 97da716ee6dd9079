import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { deleteDraftByHash } from "../drafts/draft-done";
import { checkVerifiedEmails } from "../email-verification/email-verification";
import { formLanguageOf } from "../form-language";
import { holdForReview } from "../hold-for-review";
import type { PublishedForm } from "../published-forms";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
  releaseRespondentFiles,
} from "../respondent-files/claim-respondent-files";
import { type SpamSignals, spamReason } from "../spam-reason";
import { storeSubmission } from "../stored-submissions";
import { withEnding } from "./submission-ending";
import { submissionOutcome } from "./submission-outcome";
import type { SubmitResult } from "./submit-result";

/**
 * The slower path of `submitForm`: answers validated and stored against a
 * version that is no longer live (within its grace time).
 */
export async function submitToVersion(
  db: Database,
  args: {
    form: PublishedForm;
    data: unknown;
    key: string;
    input: {
      slug: string;
      signals?: SpamSignals;
      language?: string | null;
      emailVerifications?: readonly string[] | null;
      unverifiedEmail?: "refuse" | "hold";
    };
    draftHash: string | null;
  },
): Promise<SubmitResult> {
  const { form, key, draftHash } = args;
  const language = formLanguageOf(form.document, args.input.language);
  const checked = form.validate(args.data, language);
  if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
  const verification = await checkVerifiedEmails(db, {
    form,
    values: checked.values,
    tokens: args.input.emailVerifications,
    idempotencyKey: args.key,
  });
  const unverified = verification.fieldErrors.length > 0;
  const reason =
    (args.input.signals
      ? await spamReason(db, { slug: args.input.slug, signals: args.input.signals })
      : null) ?? (unverified && args.input.unverifiedEmail === "hold" ? "unverified-email" : null);
  if (unverified && !reason) return { submissionId: null, fieldErrors: verification.fieldErrors };
  if (reason) {
    const held = await holdForReview(db, { form, values: checked.values, key, reason, language });
    if (held.fieldErrors.length === 0 && draftHash) {
      await deleteDraftByHash(db, { formId: form.formId, tokenHash: draftHash });
    }
    return withEnding(held, form, checked.values, language);
  }
  const target = { formId: form.formId, version: form.version, values: checked.values, key };
  const claimId = uuidv7();
  const files = await claimRespondentFiles(db, {
    form,
    values: checked.values,
    submissionId: claimId,
    idempotencyKey: key,
  });
  if (files.fieldErrors.length > 0) {
    return { submissionId: null, fieldErrors: files.fieldErrors };
  }
  const outcome = submissionOutcome(form.document, checked.values);
  const verifiedEmail = verification.verifiedEmail;
  const submissionId = await storeSubmission(db, {
    ...target,
    draftHash,
    language,
    outcome,
    verifiedEmail,
  }).catch(async (error: unknown) => {
    if (files.claimed) await releaseRespondentFiles(db, claimId);
    throw error;
  });
  if (files.claimed) {
    await rebindRespondentFiles(db, { from: claimId, to: submissionId });
    // A retry stored after a copy was held for review takes the held copy's files.
    if (files.heldId) await rebindRespondentFiles(db, { from: files.heldId, to: submissionId });
  }
  return withEnding({ submissionId, fieldErrors: [] }, form, checked.values, language);
}
