import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, type PaymentStatus, submissionPayments } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { assertFormId } from "./form-history";

/**
 * What a form's submissions paid, owe and had refunded in one currency
 * (issue 36): a count and a sum (minor units) per payment status.
 */
export interface PaymentTotal {
  /** ISO 4217, upper case. */
  currency: string;
  paidCount: number;
  paidAmount: number;
  pendingCount: number;
  pendingAmount: number;
  expiredCount: number;
  expiredAmount: number;
  refundedCount: number;
  refundedAmount: number;
}

const EMPTY_TOTAL: Omit<PaymentTotal, "currency"> = {
  paidCount: 0,
  paidAmount: 0,
  pendingCount: 0,
  pendingAmount: 0,
  expiredCount: 0,
  expiredAmount: 0,
  refundedCount: 0,
  refundedAmount: 0,
};

/**
 * The totals of a form's payments, one per currency its submissions owe in
 * (by currency code); empty when none owes anything. One grouped read over
 * the `(form_id, status)` index, whatever the number of submissions. Unknown
 * form: `Form not found`.
 *
 * @example
 * const [eur] = await paymentTotals(db, formId);
 * eur?.paidAmount; // 123400 (€1,234.00)
 */
export async function paymentTotals(db: Database, formId: string): Promise<PaymentTotal[]> {
  assertFormId(formId);
  const [form] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const rows = await db
    .select({
      currency: submissionPayments.currency,
      status: submissionPayments.status,
      count: sql<string>`count(*)`,
      // A sum of integers is a bigint (text from the driver); it stays far below 2^53.
      amount: sql<string>`sum(${submissionPayments.amount})`,
    })
    .from(submissionPayments)
    .where(eq(submissionPayments.formId, formId))
    .groupBy(submissionPayments.currency, submissionPayments.status)
    .orderBy(submissionPayments.currency);
  const totals = new Map<string, PaymentTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, ...EMPTY_TOTAL };
    const status: PaymentStatus = row.status;
    total[`${status}Count`] = Number(row.count);
    total[`${status}Amount`] = Number(row.amount);
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}
