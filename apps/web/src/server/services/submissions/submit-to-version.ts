import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { deleteDraftByHash } from "../drafts/draft-done";
import {
  alreadyAnsweredError,
  checkVerifiedEmails,
} from "../email-verification/email-verification";
import { CAPTCHA_REQUIRED, ServiceError } from "../errors";
import { formLanguageOf } from "../form-language";
import { holdForReview } from "../hold-for-review";
import { deletePartialResponseByHash } from "../partial-responses/partial-done";
import { owedBy, type SubmitPayments, withPaymentUrl } from "../payments/payment-result";
import {
  captchaGate,
  captchaReviewReason,
  type SubmittedCaptcha,
} from "../protection/captcha-gate";
import type { PublishedForm } from "../published-forms";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
  releaseRespondentFiles,
} from "../respondent-files/claim-respondent-files";
import { type SpamSignals, spamReason } from "../spam-reason";
import { storeSubmission } from "../stored-submissions";
import { withEditLink } from "../submission-edits/edit-links";
import { checkInvite, OverVerifiedLimitError, storeGuarded, submitGuards } from "./guarded-submit";
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
      captcha?: SubmittedCaptcha;
      emailVerifications?: readonly string[] | null;
      unverifiedEmail?: "refuse" | "hold";
      invite?: string | null;
      payments?: SubmitPayments;
    };
    draftHash: string | null;
    /** The hash of the respondent's unfinished-answers token: deleted with the submission. */
    partialHash?: string | null;
  },
): Promise<SubmitResult> {
  const { form, key, draftHash } = args;
  const partialHash = args.partialHash ?? null;
  const language = formLanguageOf(form.document, args.input.language);
  const checked = form.validate(args.data, language);
  if (args.input.invite?.trim() || form.document.limits?.invitesOnly) {
    await checkInvite(db, { form, invite: args.input.invite, idempotencyKey: key });
  }
  if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
  const verification = await checkVerifiedEmails(db, {
    form,
    values: checked.values,
    tokens: args.input.emailVerifications,
    idempotencyKey: args.key,
    language,
  });
  const unverified = verification.fieldErrors.length > 0;
  const judgedReason = args.input.signals
    ? await spamReason(db, { slug: args.input.slug, signals: args.input.signals })
    : null;
  const unverifiedReason =
    unverified && args.input.unverifiedEmail === "hold" ? "unverified-email" : null;
  if (unverified && !judgedReason && !unverifiedReason) {
    return { submissionId: null, fieldErrors: verification.fieldErrors };
  }
  const captchaProblem = judgedReason
    ? null
    : await captchaGate(db, { form, key, captcha: args.input.captcha });
  if (captchaProblem && args.input.captcha?.otherwise !== "review") {
    throw new ServiceError("CAPTCHA_REQUIRED", CAPTCHA_REQUIRED);
  }
  const reason =
    judgedReason ??
    (captchaProblem ? captchaReviewReason(captchaProblem) : null) ??
    unverifiedReason;
  if (reason) {
    const held = await holdForReview(db, { form, values: checked.values, key, reason, language });
    if (held.fieldErrors.length === 0 && draftHash) {
      await deleteDraftByHash(db, { formId: form.formId, tokenHash: draftHash });
    }
    if (held.fieldErrors.length === 0 && partialHash) {
      await deletePartialResponseByHash(db, { formId: form.formId, tokenHash: partialHash });
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
  const owed = owedBy(form.document, outcome, args.input.payments);
  const payment =
    owed.paymentAmount !== null && owed.paymentCurrency !== null
      ? { amount: owed.paymentAmount, currency: owed.paymentCurrency }
      : null;
  const store = (on: Database) =>
    storeSubmission(on, {
      ...target,
      draftHash,
      partialHash,
      language,
      outcome,
      verifiedEmail,
      payment,
    });
  const guards = submitGuards({
    form,
    invite: args.input.invite,
    verifiedEmail,
    idempotencyKey: key,
  });
  const submissionId = await (guards
    ? storeGuarded(db, guards, async (tx) => {
        const id = await store(tx);
        return { result: id, insertedId: id };
      })
    : store(db)
  ).catch(async (error: unknown) => {
    if (files.claimed) await releaseRespondentFiles(db, claimId);
    if (error instanceof OverVerifiedLimitError && verifiedEmail) return null;
    throw error;
  });
  if (submissionId === null) {
    const refused = alreadyAnsweredError(form.document, checked.values, verifiedEmail ?? "");
    return { submissionId: null, fieldErrors: [refused] };
  }
  if (files.claimed) {
    await rebindRespondentFiles(db, { from: claimId, to: submissionId });
    // A retry stored after a copy was held for review takes the held copy's files.
    if (files.heldId) await rebindRespondentFiles(db, { from: files.heldId, to: submissionId });
  }
  const stored = withEnding({ submissionId, fieldErrors: [] }, form, checked.values, language);
  return withPaymentUrl(db, await withEditLink(db, stored, form), {
    document: form.document,
    slug: args.input.slug,
    payments: args.input.payments,
  });
}
