import { z } from "zod";
import { PAYMENT_AMOUNT_MAX } from "../payments/payment-limits";
import { contentSettingsShape } from "./content-settings-shape";
import { fieldNameSchema } from "./field-name-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * A payment (issue 36): the form takes money through Stripe Checkout once the
 * answers are stored. `amount` is fixed, in the currency's minor units (1500
 * is €15.00); or `amountFrom` names one of the form's variables, whose value
 * (also in minor units, rounded to a whole number) is the amount. Either way
 * the server computes it from the stored answers: a browser never sends it.
 * At most one per form. It collects nothing from the respondent, so it is a
 * content block; `name` is the key the payment is known by in exports.
 *
 * @example
 * paymentBlockSchema.parse({ type: "payment", name: "fee", label: "Entry fee", currency: "EUR", amount: 1500 });
 */
export const paymentBlockSchema = z
  .strictObject({
    type: z.literal("payment"),
    ...contentSettingsShape,
    name: fieldNameSchema,
    label: nonBlankTextSchema,
    description: z.string().optional(),
    /** An ISO 4217 code, upper case: `EUR`, `USD`, `GBP`. */
    currency: z.string().regex(/^[A-Z]{3}$/, {
      error: 'must be an ISO 4217 currency code in capitals, such as "EUR"',
    }),
    amount: z
      .number()
      .int({ error: "must be a whole number of the currency's minor units (1500 for 15.00)" })
      .min(1, { error: "must be at least 1 (in minor units)" })
      .max(PAYMENT_AMOUNT_MAX, { error: `must be at most ${PAYMENT_AMOUNT_MAX} (in minor units)` })
      .optional(),
    amountFrom: fieldNameSchema.optional(),
  })
  .refine((block) => (block.amount === undefined) !== (block.amountFrom === undefined), {
    error: 'needs exactly one of "amount" (in minor units) or "amountFrom" (a variable\'s name)',
    path: ["amount"],
  });

/** A payment block. */
export type PaymentBlock = z.infer<typeof paymentBlockSchema>;
