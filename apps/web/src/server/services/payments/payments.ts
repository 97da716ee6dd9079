import { formatAmount } from "@formwright/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type PaymentStatus, submissionPayments } from "../../db/schema";
import { ServiceError } from "../errors";
import { storedSubmissionRow } from "../submissions/get-submission";
import type { Payments } from "./stripe-client";

/** A submission's payment as the API shows it (issue 36). */
export interface PaymentRecord {
  submissionId: string;
  status: PaymentStatus;
  /** In the currency's minor units. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}

const PAYMENT_COLUMNS = {
  submissionId: submissionPayments.submissionId,
  status: submissionPayments.status,
  amount: submissionPayments.amount,
  currency: submissionPayments.currency,
  checkoutSessionId: submissionPayments.checkoutSessionId,
  paymentIntentId: submissionPayments.paymentIntentId,
  paidAt: submissionPayments.paidAt,
  refundedAt: submissionPayments.refundedAt,
};

/** The payments of these submissions, by submission id (those that owe one). */
export async function paymentsOfSubmissions(
  db: Database,
  submissionIds: readonly string[],
): Promise<Map<string, PaymentRecord>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select(PAYMENT_COLUMNS)
    .from(submissionPayments)
    .where(inArray(submissionPayments.submissionId, [...submissionIds]));
  return new Map(rows.map((row) => [row.submissionId, row]));
}

/** Said when a refund is asked of a payment that is not paid. */
export const REFUND_NOT_PAID = "Only a paid payment can be refunded";

/** Said when a submission owes no payment. */
export const NO_PAYMENT = "This submission has no payment";

/**
 * Refunds a paid submission's payment in full through Stripe (issue 36),
 * with `refund:<submission id>` as the idempotency key (asked twice, Stripe
 * refunds once), and marks it refunded. Stripe's `charge.refunded` event
 * later finds it refunded already.
 *
 * @example
 * const payment = await refundPayment(db, payments, submissionId);
 * payment.status; // "refunded"
 */
export async function refundPayment(
  db: Database,
  payments: Payments,
  submissionId: string,
): Promise<PaymentRecord> {
  await storedSubmissionRow(db, submissionId);
  const [payment] = await db
    .select(PAYMENT_COLUMNS)
    .from(submissionPayments)
    .where(eq(submissionPayments.submissionId, submissionId));
  if (!payment) throw new ServiceError("BAD_USER_INPUT", NO_PAYMENT);
  if (payment.status === "refunded") return payment;
  if (payment.status !== "paid" || !payment.paymentIntentId) {
    throw new ServiceError("BAD_USER_INPUT", REFUND_NOT_PAID);
  }
  try {
    await payments.stripe.refunds.create(
      { payment_intent: payment.paymentIntentId, metadata: { submissionId } },
      { idempotencyKey: `refund:${submissionId}` },
    );
  } catch (error) {
    throw new ServiceError(
      "PAYMENT_UNAVAILABLE",
      `Stripe did not refund the payment: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [refunded] = await db
    .update(submissionPayments)
    .set({ status: "refunded", refundedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(submissionPayments.submissionId, submissionId),
        inArray(submissionPayments.status, ["paid", "refunded"]),
      ),
    )
    .returning(PAYMENT_COLUMNS);
  return refunded ?? { ...payment, status: "refunded", refundedAt: new Date() };
}

/**
 * A submission's payment in a line of the owners' mail (issue 36), or null
 * when it owed none: "Payment: €45.00, paid".
 */
export async function paymentLine(db: Database, submissionId: string): Promise<string | null> {
  const payment = (await paymentsOfSubmissions(db, [submissionId])).get(submissionId);
  return payment
    ? `Payment: ${formatAmount(payment.amount, payment.currency, "en")}, ${payment.status}`
    : null;
}
