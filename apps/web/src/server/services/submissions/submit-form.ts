import { formAvailability, slugSchema } from "@formwright/core";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { closedNoticeIn } from "../closed-notice-in";
import { deleteDraftByHash } from "../drafts/draft-done";
import { draftTokenHash, isResumeTokenShape } from "../drafts/drafts";
import {
  DEFAULT_VERSION_GRACE_HOURS,
  earlierVersionInGrace,
  wasEverPublished,
} from "../earlier-version";
import {
  alreadyAnsweredError,
  checkVerifiedEmails,
} from "../email-verification/email-verification";
import {
  CAPTCHA_REQUIRED,
  FORM_CLOSED,
  FORM_NOT_FOUND,
  RateLimitedError,
  ServiceError,
} from "../errors";
import { formLanguageOf } from "../form-language";
import { holdForReview } from "../hold-for-review";
import { deletePartialResponseByHash } from "../partial-responses/partial-done";
import { partialTokenHash } from "../partial-responses/partial-token";
import { owedBy, type SubmitPayments, withPaymentUrl } from "../payments/payment-result";
import {
  captchaGate,
  captchaReviewReason,
  type SubmittedCaptcha,
} from "../protection/captcha-gate";
import { guessPublishedForm, loadVersion, rememberPublishedForm } from "../published-forms";
import type { Limiter } from "../rate-limits";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
  releaseRespondentFiles,
} from "../respondent-files/claim-respondent-files";
import { judgeSignals, type SpamSignals } from "../spam-reason";
import { keyReused, storedForKey } from "../stored-submissions";
import { withEditLink } from "../submission-edits/edit-links";
import { checkInvite, OverVerifiedLimitError, storeGuarded, submitGuards } from "./guarded-submit";
import { idempotencyKeyProblem } from "./idempotency-key";
import { withEnding } from "./submission-ending";
import { submissionOutcome } from "./submission-outcome";
import type { SubmitResult } from "./submit-result";
import { runSubmitStatement } from "./submit-statement";
import { submitToVersion } from "./submit-to-version";

/** Largest value of a PostgreSQL integer: "no limit" for `pointsLimit`. */
const NO_LIMIT = 2_147_483_647;

/** A slug whose live version changes this often under one submission is broken. */
const MAX_VERSION_CHANGES = 5;

/**
 * Validates a submission against the live version of the form and stores it.
 * The same idempotency key twice yields the same submission id and one row;
 * the same key with other answers is refused with `CONFLICT`
 * (`IDEMPOTENCY_KEY_REUSED`, stored-submissions.ts) and the first answers stay as they were.
 * Field errors are returned as data; nothing is stored when there are any.
 * Possible spam (see `spamReason`, spam-reason.ts) is kept in the review list and
 * answered like a success, so a bot learns nothing and a person loses nothing.
 * With `limit`, the submission is counted first
 * (whatever its outcome) and refused with {@link RateLimitedError} over it.
 *
 * One round trip in the usual case: the answers are validated against the
 * version this process last saw live, and the statement that stores them
 * checks that it still is; when another version went live meanwhile (on any
 * instance), they are validated again against it and stored then.
 *
 * `version` is the version the respondent started on: while it is live, the
 * usual path; once a newer one is live, the answers are validated and stored
 * against it for `versionGraceMs` after it was replaced (a slower path), and
 * refused with VERSION_EXPIRED after that. A form that was published and is
 * now unpublished answers FORM_CLOSED.
 */
export async function submitForm(
  db: Database,
  input: {
    slug: string;
    data: unknown;
    idempotencyKey: string;
    signals?: SpamSignals;
    limit?: { limiter: Limiter; key: string };
    /** The version the respondent started on (absent: the live one). */
    version?: number | null;
    /** How long (ms) a replaced version still takes submissions. */
    versionGraceMs?: number;
    /** The resume token of the draft these answers finish: deleted with the submission. */
    resumeToken?: string | null;
    /**
     * The respondent's unfinished-answers token (`savePartialResponse`): their
     * partial answers are deleted with the submission stored. Not a token: ignored.
     */
    partialToken?: string | null;
    /**
     * The language (BCP 47) the respondent filled the form in: messages come in it,
     * and it is stored with the answers when it is one of the form's languages.
     */
    language?: string | null;
    /** The CAPTCHA the submission carries: checked and taken when the form has `protection`. */
    captcha?: SubmittedCaptcha;
    /** Tokens of `verifyEmailCode` for the form's verified email fields (issue 33 §2). */
    emailVerifications?: readonly string[] | null;
    /**
     * An answer to a verified email field without its token: `refuse` (a field
     * error, code `EMAIL_NOT_VERIFIED`; the default) or `hold` (kept in the spam
     * review list, for a post without scripts).
     */
    unverifiedEmail?: "refuse" | "hold";
    /**
     * The token of the single-use link the respondent came by (`?invite=`,
     * issue 33 §3): taken with the submission, in its transaction. Needed on a
     * form with `limits.invitesOnly`.
     */
    invite?: string | null;
    /**
     * Stripe, for a form with a payment block (issue 36): answers that owe
     * are stored with their payment pending and answered with `paymentUrl`.
     */
    payments?: SubmitPayments;
  },
): Promise<SubmitResult> {
  const resumed = input.resumeToken?.trim() ?? "";
  const draftHash = isResumeTokenShape(resumed) ? draftTokenHash(resumed) : null;
  const partialHash = partialTokenHash(input.partialToken);
  const key = input.idempotencyKey.trim();
  const keyProblem = idempotencyKeyProblem(key);
  // Not a slug, not a form; and text such as a NUL would make the query fail.
  if (!slugSchema.safeParse(input.slug).success) {
    throw keyProblem ?? new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }

  const counter = input.limit?.limiter.shared ?? null;
  let countKey = counter && input.limit ? counter.storageKey(input.limit.key) : null;
  if (counter && countKey) {
    const remembered = counter.refusedInMemory(countKey, Date.now());
    if (remembered && !remembered.allowed) throw new RateLimitedError(remembered.retryAfterSeconds);
  }
  if (keyProblem && !countKey) throw keyProblem;

  let startedOn = input.version ?? null;
  let form = keyProblem ? undefined : guessPublishedForm(db, input.slug);
  // Answers to another version are never stored against the live one on the fast path.
  if (form && startedOn !== null && form.version !== startedOn) form = undefined;
  for (let changes = 0; ; changes++) {
    if (changes > MAX_VERSION_CHANGES)
      throw new Error(`the live version of ${input.slug} keeps changing`);
    const language = form ? formLanguageOf(form.document, input.language) : null;
    const checked = form?.validate(input.data, language);
    // A single-use link that cannot take the answers is refused before any work.
    if (form && (input.invite?.trim() || form.document.limits?.invitesOnly)) {
      await checkInvite(db, { form, invite: input.invite, idempotencyKey: key });
    }
    // A verified email field's address needs its token (issue 33 §2).
    const verification =
      form && checked?.success
        ? await checkVerifiedEmails(db, {
            form,
            values: checked.values,
            tokens: input.emailVerifications,
            idempotencyKey: key,
            language,
          })
        : null;
    const unverified = verification?.fieldErrors.length ? verification.fieldErrors : null;
    const judged =
      checked?.success && input.signals
        ? await judgeSignals(db, { slug: input.slug, signals: input.signals })
        : null;
    const judgedReason = judged?.reason ?? null;
    // Without its token a verified email field's answer is refused, or (a post
    // without scripts) held for review.
    const unverifiedReason =
      unverified && input.unverifiedEmail === "hold" ? "unverified-email" : null;
    const refuseUnverified = unverified !== null && !judgedReason && !unverifiedReason;
    // Outside its opening times (or at its limit) a form stores nothing; the
    // statement still counts the attempt and says whether the guess was live.
    const state = form
      ? formAvailability(form.document.availability, { now: Date.now() })
      : ({ isOpen: true } as const);
    // A protected form's answers need a CAPTCHA taken for them (issue 33): without
    // one, refused with CAPTCHA_REQUIRED, or (a post without scripts) held for review.
    // An answer refused for another reason does not spend the respondent's CAPTCHA.
    const captchaProblem =
      form?.document.protection &&
      checked?.success &&
      !judgedReason &&
      !refuseUnverified &&
      state.isOpen
        ? await captchaGate(db, { form, key, captcha: input.captcha })
        : null;
    const reason =
      judgedReason ??
      (captchaProblem && input.captcha?.otherwise === "review"
        ? captchaReviewReason(captchaProblem)
        : null) ??
      unverifiedReason;
    const answers =
      checked?.success && !reason && !captchaProblem && !refuseUnverified && state.isOpen
        ? checked.values
        : null;
    const newId = answers ? uuidv7() : null;
    // Stored with the answers: the table filters by the ending, the charts read the variables.
    const outcome = form && answers ? submissionOutcome(form.document, answers) : null;
    // What the answers owe (issue 36), computed here from their variables, never sent by a browser.
    const owed = form && answers ? owedBy(form.document, outcome, input.payments) : null;
    // Uploaded files the answers name are bound to the new id first (see claim-respondent-files.ts).
    const files =
      form && answers && newId
        ? await claimRespondentFiles(db, {
            form,
            values: answers,
            submissionId: newId,
            idempotencyKey: key,
          })
        : null;
    if (files && files.fieldErrors.length > 0) {
      return { submissionId: null, fieldErrors: files.fieldErrors };
    }
    const now = Date.now();
    // On the embedded database the count lives in this process: counted here,
    // where the statement would count it, with the same answer.
    if (counter?.countHere && countKey) {
      const window = counter.countHere(countKey, now);
      const decision = counter.decide(countKey, window.points, window.expireMs, now);
      countKey = null;
      if (!decision.allowed) {
        if (files?.claimed && newId) await releaseRespondentFiles(db, newId);
        throw new RateLimitedError(decision.retryAfterSeconds);
      }
    }
    const parameters = {
      slug: input.slug,
      countKey,
      countExpire: countKey && counter ? new Date(now + counter.durationMs).toISOString() : null,
      countNow: countKey ? new Date(now).toISOString() : null,
      pointsLimit: counter?.points ?? NO_LIMIT,
      newId,
      formId: form?.formId ?? null,
      version: form?.version ?? null,
      answers: answers ? JSON.stringify(answers) : null,
      idempotencyKey: keyProblem ? null : key,
      draftHash,
      partialHash,
      fillMs: judged?.fillMs ?? null,
      maxSubmissions: form?.document.availability?.maxSubmissions ?? null,
      language,
      variables: outcome ? JSON.stringify(outcome.variables) : null,
      ending: outcome?.ending ?? null,
      verifiedEmail: answers ? (verification?.verifiedEmail ?? null) : null,
      paymentAmount: owed?.paymentAmount ?? null,
      paymentCurrency: owed?.paymentCurrency ?? null,
    };
    // A single-use link, or a verified address under `perVerifiedEmail`: stored
    // in a transaction that takes the link and counts the address (guarded-submit.ts).
    const guards =
      form && answers
        ? submitGuards({
            form,
            invite: input.invite,
            verifiedEmail: verification?.verifiedEmail,
            idempotencyKey: key,
          })
        : null;
    const stored = await (guards
      ? storeGuarded(db, guards, async (tx) => {
          const rows = await runSubmitStatement(tx, parameters);
          return { result: rows, insertedId: rows[0]?.inserted_id ?? null };
        })
      : runSubmitStatement(db, parameters)
    ).catch(async (error: unknown) => {
      if (files?.claimed && newId) await releaseRespondentFiles(db, newId);
      if (error instanceof OverVerifiedLimitError && form && answers) return null;
      throw error;
    });
    if (!stored && form && answers && verification?.verifiedEmail) {
      const refused = alreadyAnsweredError(form.document, answers, verification.verifiedEmail);
      return { submissionId: null, fieldErrors: [refused] };
    }
    const [row] = stored ?? [];
    if (files?.claimed && newId && row?.inserted_id !== newId) {
      await releaseRespondentFiles(db, newId);
    }
    // A retry stored after a copy was held for review takes the held copy's files.
    if (files?.heldId && newId && row?.inserted_id === newId) {
      await rebindRespondentFiles(db, { from: files.heldId, to: newId });
    }
    if (!row) throw new Error("the submit statement answered no row");
    if (counter && countKey) {
      const decision = counter.decide(countKey, Number(row.points), Number(row.expire_ms), now);
      countKey = null;
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    }
    if (keyProblem) throw keyProblem;
    if (row.form_id === null || row.version === null) {
      rememberPublishedForm(db, input.slug, null);
      if (row.form_id !== null && (await wasEverPublished(db, row.form_id))) {
        throw new ServiceError("FORM_CLOSED", FORM_CLOSED);
      }
      throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    }
    if (form && checked && form.formId === row.form_id && form.version === row.version) {
      if (!checked.success) return { submissionId: null, fieldErrors: checked.fieldErrors };
      if (!state.isOpen) {
        // A resend of answers stored before the form closed still gets its submission.
        const earlier = await storedForKey(db, {
          formId: form.formId,
          key,
          answers: checked.values,
        }).catch(() => null);
        if (earlier?.isSame) return { submissionId: earlier.id, fieldErrors: [] };
        throw new ServiceError(
          "FORM_CLOSED",
          await closedNoticeIn({
            document: form.document,
            reason: state.reason,
            language,
            answers: checked.values,
          }),
        );
      }
      if (refuseUnverified && unverified) return { submissionId: null, fieldErrors: unverified };
      // The ending the answers chose goes with every stored (or held) submission's id.
      const live = form;
      const ended = (result: SubmitResult) => withEnding(result, live, checked.values, language);
      // Stored answers that owe a payment are answered with where to pay (issue 36).
      const payable = async (result: SubmitResult) =>
        withPaymentUrl(db, await withEditLink(db, result, live), {
          document: live.document,
          slug: input.slug,
          payments: input.payments,
        });
      if (captchaProblem && !reason) throw new ServiceError("CAPTCHA_REQUIRED", CAPTCHA_REQUIRED);
      if (reason) {
        const values = checked.values;
        const held = await holdForReview(db, { form, values, key, reason, language });
        if (held.fieldErrors.length > 0) return held;
        if (draftHash) await deleteDraftByHash(db, { formId: form.formId, tokenHash: draftHash });
        if (partialHash) {
          await deletePartialResponseByHash(db, { formId: form.formId, tokenHash: partialHash });
        }
        return ended(held);
      }
      // Stored (not held): on a form with `editing`, with its edit link (issue 33 §4).
      if (row.inserted_id) {
        return payable(ended({ submissionId: row.inserted_id, fieldErrors: [] }));
      }
      if (!row.existing_id && row.is_full) {
        const full = formAvailability(form.document.availability, {
          now: Date.now(),
          submissionCount: Number.POSITIVE_INFINITY,
        });
        throw new ServiceError(
          "FORM_CLOSED",
          full.isOpen
            ? FORM_CLOSED
            : await closedNoticeIn({
                document: form.document,
                reason: full.reason,
                language,
                answers: checked.values,
              }),
        );
      }
      const earlier = row.existing_id
        ? { id: row.existing_id, isSame: row.existing_same === true }
        : await storedForKey(db, { formId: form.formId, key, answers: checked.values });
      if (!earlier.isSame) throw keyReused();
      return payable(ended({ submissionId: earlier.id, fieldErrors: [] }));
    }
    if (startedOn !== null && startedOn !== Number(row.version)) {
      const older = await earlierVersionInGrace(db, {
        formId: row.form_id,
        slug: input.slug,
        version: startedOn,
        liveVersion: Number(row.version),
        graceMs: input.versionGraceMs ?? DEFAULT_VERSION_GRACE_MS,
      });
      if (older) {
        return submitToVersion(db, {
          form: older,
          data: input.data,
          key,
          input,
          draftHash,
          partialHash,
        });
      }
      startedOn = null; // not an earlier version: answer the live one
    }
    // Another version is live (or this process had not seen the form yet).
    const live = await loadVersion(db, {
      formId: row.form_id,
      slug: input.slug,
      version: Number(row.version),
    });
    if (!live) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    rememberPublishedForm(db, input.slug, live);
    form = live;
  }
}

/** A day: how long a replaced version takes submissions unless configured. */
const DEFAULT_VERSION_GRACE_MS = DEFAULT_VERSION_GRACE_HOURS * 3_600_000;
