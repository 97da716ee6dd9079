import { publicPaymentOf } from "../services/payments/public-payment";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { PaymentStatusType } from "./payments";

const PublicPaymentType = builder
  .objectRef<Awaited<ReturnType<typeof publicPaymentOf>> & object>("PublicPayment")
  .implement({
    description:
      "A submission's payment as its payment page (`/f/<slug>/payment`, issue 36) shows it to the respondent: where it stands, the amount, and the form's title and confirmation in the submission's language. No answers.",
    fields: (t) => ({
      submissionId: t.exposeID("submissionId"),
      status: t.field({ type: PaymentStatusType, resolve: (payment) => payment.status }),
      amount: t.exposeInt("amount", {
        description: "In the currency's minor units (1500 is 15.00 EUR).",
      }),
      currency: t.exposeString("currency", { description: "ISO 4217, upper case." }),
      formSlug: t.exposeString("formSlug"),
      formTitle: t.exposeString("formTitle", {
        description: "The title of the version the submission answered.",
      }),
      confirmation: t.exposeString("confirmation", {
        nullable: true,
        description:
          "The ending the answers chose, or the form's confirmation message (its `{{pipes}}` say their fallbacks); null when the form redirects instead.",
      }),
      language: t.exposeString("language", {
        nullable: true,
        description:
          "The language the submission was filled in (BCP 47); null on a form in one language.",
      }),
    }),
  });

builder.queryFields((t) => ({
  paymentOfSubmission: t.field({
    type: PublicPaymentType,
    nullable: true,
    description:
      "The payment of a submission, for its payment page (public: the submission's id is the respondent's key). Null when the id is unknown or the submission owes no payment.",
    args: { submissionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() => publicPaymentOf(ctx.db, String(args.submissionId))),
  }),
}));
