import type { PaymentFilter } from "../services/submissions/list-submissions";
import { builder } from "./builder";

/** The `payment` argument of `submissions` (issue 36): which payments the list keeps. */
export const PaymentFilterType = builder.enumType("PaymentFilter", {
  description:
    "Which submissions of a form with a payment block `submissions(payment:)` keeps, by their payment's status. A submission that owes nothing matches none.",
  values: {
    UNPAID: {
      value: "unpaid" as PaymentFilter,
      description: "Not paid (yet): the payment is `pending` or `expired`.",
    },
    PAID: { value: "paid" as PaymentFilter, description: "The payment is `paid`." },
    REFUNDED: { value: "refunded" as PaymentFilter, description: "The payment is `refunded`." },
  },
});
