import type { FieldError, SubmissionValues } from "@formwright/core";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../db/database";
import type { PublishedForm } from "./published-forms";
import {
  claimRespondentFiles,
  rebindRespondentFiles,
  releaseRespondentFiles,
} from "./respondent-files/claim-respondent-files";
import { storeSpam } from "./stored-submissions";

/**
 * Keeps answers taken for spam in the review list together with the files
 * they name: the files are checked as a submission's are and bound to the
 * held submission, so the sweeper keeps them while it waits for review and
 * "Not spam" (which keeps the id) finds them bound to the submission it
 * makes. A file that is no upload of this form and field is a field error,
 * as it would be for any submission, and nothing is held. Answers the held
 * submission's id (the same one again for the same idempotency key).
 *
 * @example
 * const held = await holdForReview(db, { form, values, key, reason: "filled-too-fast", language: null });
 */
export async function holdForReview(
  db: Database,
  input: {
    form: PublishedForm;
    values: SubmissionValues;
    key: string;
    reason: string;
    language: string | null;
  },
): Promise<{ submissionId: string | null; fieldErrors: FieldError[] }> {
  const { form, values, key, reason, language } = input;
  // Bound first under an id of their own, then moved to the held row's id: a key
  // held before answers the id it was held under.
  const claimId = uuidv7();
  const files = await claimRespondentFiles(db, {
    form,
    values,
    submissionId: claimId,
    idempotencyKey: key,
  });
  if (files.fieldErrors.length > 0) return { submissionId: null, fieldErrors: files.fieldErrors };
  const { formId, version } = form;
  const id = await storeSpam(db, { formId, version, values, key, reason, language }).catch(
    async (error: unknown) => {
      if (files.claimed) await releaseRespondentFiles(db, claimId);
      throw error;
    },
  );
  if (files.claimed) {
    if (id) await rebindRespondentFiles(db, { from: claimId, to: id });
    else await releaseRespondentFiles(db, claimId);
  }
  return { submissionId: id, fieldErrors: [] };
}
