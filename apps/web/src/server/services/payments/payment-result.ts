import {
  type FormDocument,
  PAYMENT_AMOUNT_MAX,
  paymentBlockOf,
  paymentDue,
} from "@formwright/core";
import type { Database } from "../../db/database";
import { ServiceError } from "../errors";
import type { SubmissionOutcome } from "../submissions/submission-outcome";
import type { SubmitResult } from "../submissions/submit-result";
import { checkoutUrl, paymentReturnUrl, paymentsNotConfigured } from "./checkout";
import type { Payments } from "./stripe-client";

/** What a submit needs to take a payment: the SDK (null without FORMWRIGHT_STRIPE_*) and the public origin. */
export interface SubmitPayments {
  payments: Payments | null;
  publicUrl: string;
}

/**
 * What answers owe, for the submit statement (issue 36): the amount and
 * currency computed from their variables, or nulls when the form takes no
 * payment or nothing is owed. Refuses, before anything is stored, answers
 * owing more than Stripe takes, and any payment on a server without Stripe.
 */
export function owedBy(
  document: FormDocument,
  outcome: SubmissionOutcome | null,
  payments: SubmitPayments | undefined,
): { paymentAmount: number | null; paymentCurrency: string | null } {
  const due = outcome ? paymentDue(document, outcome.variables) : null;
  if (!due) return { paymentAmount: null, paymentCurrency: null };
  if (due.tooLarge) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `The amount to pay (${due.amount} in minor units of ${due.currency}) is more than a payment can be (${PAYMENT_AMOUNT_MAX}): nothing was sent.`,
    );
  }
  if (!payments?.payments) throw paymentsNotConfigured();
  return { paymentAmount: due.amount, paymentCurrency: due.currency };
}

/**
 * A stored submission's result with where to pay (`paymentUrl`), on a form
 * with a payment: its Stripe Checkout page, or, when Stripe cannot be reached,
 * the form's own payment page ("Not paid yet", with a button to try again).
 * Unchanged when there is nothing to pay.
 */
export async function withPaymentUrl(
  db: Database,
  result: SubmitResult,
  input: { document: FormDocument; slug: string; payments: SubmitPayments | undefined },
): Promise<SubmitResult> {
  const payments = input.payments?.payments;
  if (!result.submissionId || !payments || !input.payments || !paymentBlockOf(input.document)) {
    return result;
  }
  const { publicUrl } = input.payments;
  try {
    const url = await checkoutUrl(db, payments, { submissionId: result.submissionId, publicUrl });
    return url ? { ...result, paymentUrl: url } : result;
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== "PAYMENT_UNAVAILABLE") throw error;
    return {
      ...result,
      paymentUrl: paymentReturnUrl(publicUrl, input.slug, result.submissionId, "cancelled"),
    };
  }
}
