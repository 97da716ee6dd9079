import { type PaymentTotal, paymentTotals } from "../services/payment-totals";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

const SUM =
  "In the currency's minor units (a Float only because a sum may pass Int's 2^31; always a whole number).";

const PaymentTotalType = builder.objectRef<PaymentTotal>("PaymentTotal").implement({
  description:
    "What a form's submissions paid, owe and had refunded in one currency (issue 36): a count and a sum per payment status.",
  fields: (t) => ({
    currency: t.exposeString("currency", { description: "ISO 4217, upper case." }),
    paidCount: t.exposeInt("paidCount", { description: "Payments `paid`." }),
    paidAmount: t.exposeFloat("paidAmount", { description: `Their sum. ${SUM}` }),
    pendingCount: t.exposeInt("pendingCount", {
      description: "Payments `pending`: answers stored, Stripe has not said paid yet.",
    }),
    pendingAmount: t.exposeFloat("pendingAmount", { description: `Their sum. ${SUM}` }),
    expiredCount: t.exposeInt("expiredCount", {
      description: "Payments `expired`: the Checkout session ran out unpaid.",
    }),
    expiredAmount: t.exposeFloat("expiredAmount", { description: `Their sum. ${SUM}` }),
    refundedCount: t.exposeInt("refundedCount", { description: "Payments `refunded` in full." }),
    refundedAmount: t.exposeFloat("refundedAmount", { description: `Their sum. ${SUM}` }),
  }),
});

builder.queryFields((t) => ({
  paymentTotals: t.field({
    type: [PaymentTotalType],
    description:
      "The sums of a form's payments per currency (viewer; issue 36): count and amount paid, pending, expired and refunded. Empty for a form whose submissions owe nothing.",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(() => paymentTotals(ctx.db, String(formId))),
  }),
}));
