import { batchLoader } from "../services/batch-loader";
import { paymentsNotConfigured } from "../services/payments/checkout";
import {
  type PaymentRecord,
  paymentsOfSubmissions,
  refundPayment,
} from "../services/payments/payments";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import type { GraphQLContext } from "./context";
import { withServiceErrors } from "./errors";
import { SubmissionType, SubmitResultType } from "./submissions";

export const PaymentStatusType = builder.enumType("PaymentStatus", {
  description:
    "Where a payment stands (issue 36): `pending` until Stripe's webhook says it is paid; `expired` when its Checkout session ran out unpaid (the respondent may start another); `refunded` in full.",
  values: ["pending", "paid", "expired", "refunded"] as const,
});

const PaymentType = builder.objectRef<PaymentRecord>("Payment").implement({
  description:
    "What a submission of a form with a payment block owes and paid, through Stripe Checkout. The amount was computed on the server from the stored answers.",
  fields: (t) => ({
    status: t.field({ type: PaymentStatusType, resolve: (payment) => payment.status }),
    amount: t.exposeInt("amount", {
      description: "In the currency's minor units (1500 is 15.00 EUR).",
    }),
    currency: t.exposeString("currency", { description: "ISO 4217, upper case." }),
    checkoutSessionId: t.exposeString("checkoutSessionId", {
      nullable: true,
      description: "The Stripe Checkout Session last made for it.",
    }),
    paymentIntentId: t.exposeString("paymentIntentId", {
      nullable: true,
      description: "Stripe's PaymentIntent, once paid.",
    }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    refundedAt: t.expose("refundedAt", { type: "DateTime", nullable: true }),
  }),
});

const loaders = new WeakMap<GraphQLContext, (id: string) => Promise<PaymentRecord | null>>();

/** The request's payment loader: one query for a page of submissions. */
function paymentLoaderOf(ctx: GraphQLContext) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = batchLoader((ids: string[]) => paymentsOfSubmissions(ctx.db, ids), null);
    loaders.set(ctx, loader);
  }
  return loader;
}

builder.objectField(SubmissionType, "payment", (t) =>
  t.field({
    type: PaymentType,
    nullable: true,
    description:
      "Its payment (issue 36), on a form with a payment block; null when it owed nothing.",
    resolve: (submission, _args, ctx) => paymentLoaderOf(ctx)(submission.id),
  }),
);

builder.objectField(SubmitResultType, "paymentUrl", (t) =>
  t.string({
    nullable: true,
    description:
      "On a form with a payment block (issue 36): where the respondent pays, Stripe Checkout (or the form's own payment page when Stripe could not be reached). The answers are stored with the payment pending; the notification mail and `submission.created` webhooks go out once it is paid. Null when nothing is owed.",
    resolve: (result) => result.paymentUrl ?? null,
  }),
);

builder.queryFields((t) => ({
  isPaymentsConfigured: t.boolean({
    description:
      "Whether this server takes payments (FORMWRIGHT_STRIPE_SECRET_KEY and FORMWRIGHT_STRIPE_WEBHOOK_SECRET are set): a form with a payment block cannot be published without them.",
    resolve: (_root, _args, ctx) => Boolean(ctx.integrations.payments),
  }),
}));

builder.mutationFields((t) => ({
  refundPayment: t.field({
    type: PaymentType,
    description:
      "Refunds a paid submission's payment in full through Stripe (owner), once: asked again, it answers the refunded payment. BAD_USER_INPUT when it is not paid or there is none; PAYMENT_UNAVAILABLE when Stripe refused or could not be reached.",
    args: { submissionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const payments = ctx.integrations.payments;
        if (!payments) throw paymentsNotConfigured();
        const id = String(args.submissionId);
        return auditedAct(
          ctx,
          (tx) => refundPayment(tx, payments, id),
          (payment) => ({
            action: "payment.refunded",
            target: { kind: "submission", id },
            details: { amount: payment.amount, currency: payment.currency },
          }),
        );
      }),
  }),
}));
