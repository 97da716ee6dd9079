import { pipeDocumentText } from "@formwright/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type PaymentStatus, submissionPayments } from "../../db/schema";
import { ServiceError } from "../errors";
import { answeredDocument, storedSubmissionRow } from "../submissions/get-submission";

/**
 * What the form's payment page (`/f/<slug>/payment`, issue 36) shows anyone
 * holding a submission's id: where its payment stands, the amount, and the
 * form's title and confirmation in the submission's language. Never an answer:
 * the confirmation's `{{pipes}}` say their fallbacks.
 */
export interface PublicPayment {
  submissionId: string;
  status: PaymentStatus;
  /** In the currency's minor units. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  formSlug: string;
  formTitle: string;
  /** The ending the answers chose (its text, else its title), or the confirmation message; null for a redirect. */
  confirmation: string | null;
  /** The language the submission was filled in (BCP 47), null when the form has one. */
  language: string | null;
}

/**
 * The payment of submission `submissionId` as its payment page shows it;
 * null when the id is unknown or the submission owes no payment.
 *
 * @example
 * (await publicPaymentOf(db, id))?.status; // "pending"
 */
export async function publicPaymentOf(
  db: Database,
  submissionId: string,
): Promise<PublicPayment | null> {
  let submission: Awaited<ReturnType<typeof storedSubmissionRow>>;
  try {
    submission = await storedSubmissionRow(db, submissionId);
  } catch (error) {
    if (error instanceof ServiceError && error.code === "NOT_FOUND") return null;
    throw error;
  }
  const [payment] = await db
    .select({
      status: submissionPayments.status,
      amount: submissionPayments.amount,
      currency: submissionPayments.currency,
    })
    .from(submissionPayments)
    .where(eq(submissionPayments.submissionId, submission.id));
  if (!payment) return null;
  const document = await answeredDocument(db, submission);
  const ending = document?.endings?.find((e) => e.id === submission.storedEnding);
  const text = ending
    ? ending.text?.trim() || ending.title
    : document && "message" in document.confirmation
      ? document.confirmation.message
      : null;
  return {
    submissionId: submission.id,
    ...payment,
    formSlug: submission.slug,
    formTitle: document?.title ?? submission.slug,
    // No answers here: a pipe says its fallback (or nothing).
    confirmation: text && document ? pipeDocumentText(document, text, {}) : text,
    language: submission.language,
  };
}
