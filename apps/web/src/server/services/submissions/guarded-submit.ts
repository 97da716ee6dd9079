import type { Database } from "../../db/database";
import { overVerifiedLimit } from "../email-verification/email-verification";
import type { PublishedForm } from "../published-forms";
import {
  claimRespondentLink,
  inviteRefusal,
  respondentLinkStatus,
} from "../respondent-links/respondent-links";

/**
 * What a submission must still hold when it is stored, checked in the
 * transaction that stores it (issue 33 §3): the single-use link it carries
 * is taken with the insert, and a verified address under
 * `limits.perVerifiedEmail` is counted under a lock on form and address.
 */
export interface SubmitGuards {
  formId: string;
  /** The single-use link's token (`?invite=`), or null. */
  invite: string | null;
  /** The verified address and the form's `perVerifiedEmail`, or null. */
  perEmail: { email: string; limit: number } | null;
  idempotencyKey: string;
}

/** Thrown inside the transaction when the address has answered as often as allowed (rolls it back). */
export class OverVerifiedLimitError extends Error {
  constructor() {
    super("over limits.perVerifiedEmail");
    this.name = "OverVerifiedLimitError";
  }
}

/** The guards of a submission, or null when it needs none (the usual, faster path). */
export function submitGuards(input: {
  form: Pick<PublishedForm, "formId" | "document">;
  invite: string | null | undefined;
  verifiedEmail: string | null | undefined;
  idempotencyKey: string;
}): SubmitGuards | null {
  const invite = input.invite?.trim() || null;
  const limit = input.form.document.limits?.perVerifiedEmail;
  const perEmail =
    limit !== undefined && input.verifiedEmail ? { email: input.verifiedEmail, limit } : null;
  if (!invite && !perEmail) return null;
  return { formId: input.form.formId, invite, perEmail, idempotencyKey: input.idempotencyKey };
}

/**
 * A form's answers need a link (`limits.invitesOnly`), or carry one: refused
 * before any work when it cannot take them (unknown, revoked, or used by
 * another submission; the retry of the submission that used it passes).
 */
export async function checkInvite(
  db: Database,
  input: {
    form: Pick<PublishedForm, "formId" | "document">;
    invite: string | null | undefined;
    idempotencyKey: string;
  },
): Promise<void> {
  const invite = input.invite?.trim() || null;
  if (!invite) {
    if (input.form.document.limits?.invitesOnly) throw inviteRefusal("required");
    return;
  }
  const status = await respondentLinkStatus(db, {
    formId: input.form.formId,
    token: invite,
    idempotencyKey: input.idempotencyKey,
  });
  if (status !== "valid") throw inviteRefusal(status);
}

/**
 * Stores a submission under its guards, in one transaction: `store` runs the
 * insert and answers the new submission's id (null: nothing new was stored,
 * e.g. the retry of a stored one). The link is taken after the insert
 * (`update … where used_at is null and revoked_at is null returning`): when
 * another submit took it first, everything rolls back and the submit is
 * refused with `INVITE_USED` (unless that submit was this one under the same
 * idempotency key: a retry). Over `perVerifiedEmail`: {@link OverVerifiedLimitError}.
 */
export async function storeGuarded<T>(
  db: Database,
  guards: SubmitGuards,
  store: (tx: Database) => Promise<{ result: T; insertedId: string | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (guards.perEmail) {
      const over = await overVerifiedLimit(tx, {
        formId: guards.formId,
        email: guards.perEmail.email,
        limit: guards.perEmail.limit,
        idempotencyKey: guards.idempotencyKey,
        lock: true,
      });
      if (over) throw new OverVerifiedLimitError();
    }
    const { result, insertedId } = await store(tx);
    if (guards.invite && insertedId) {
      const taken = await claimRespondentLink(tx, {
        formId: guards.formId,
        token: guards.invite,
        submissionId: insertedId,
      });
      if (!taken) {
        // Taken already by the submission under this key (a retry) passes.
        const status = await respondentLinkStatus(tx, {
          formId: guards.formId,
          token: guards.invite,
          idempotencyKey: guards.idempotencyKey,
        });
        if (status !== "valid") throw inviteRefusal(status);
      }
    }
    return result;
  });
}
