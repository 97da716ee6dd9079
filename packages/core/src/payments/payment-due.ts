import type { FormDocument } from "../document/form-document-schema";
import type { PaymentBlock } from "../document/payment-block-schema";
import { PAYMENT_AMOUNT_MAX } from "./payment-limits";

/** What a submission owes: the amount in minor units, its currency, and what it is for. */
export interface PaymentDue {
  /** The payment block's name. */
  name: string;
  label: string;
  description: string | null;
  /** ISO 4217, upper case. */
  currency: string;
  /** In the currency's minor units, a whole number from 1 to {@link PAYMENT_AMOUNT_MAX}. */
  amount: number;
}

/**
 * The form's payment block, or null when it takes no payment.
 *
 * @example
 * paymentBlockOf(document)?.currency; // "EUR"
 */
export function paymentBlockOf(document: Pick<FormDocument, "blocks">): PaymentBlock | null {
  return (
    (document.blocks.find((block) => block.type === "payment") as PaymentBlock | undefined) ?? null
  );
}

/**
 * The amount a block asks for answers whose variables are `variables`: its
 * `amount`, or its `amountFrom` variable's value rounded to a whole number of
 * minor units. Null when nothing is owed (a variable at zero or below, or not
 * a number). Above {@link PAYMENT_AMOUNT_MAX} it is `tooLarge`.
 *
 * @example
 * paymentAmount({ amountFrom: "total" }, { total: 2999.5 }); // { amount: 3000 }
 */
export function paymentAmount(
  block: Pick<PaymentBlock, "amount" | "amountFrom">,
  variables: Readonly<Record<string, unknown>>,
): { amount: number; tooLarge: boolean } | null {
  const raw = block.amountFrom === undefined ? block.amount : variables[block.amountFrom];
  if (typeof raw !== "number" || !Number.isFinite(raw)) return null;
  const amount = Math.round(raw);
  if (amount < 1) return null;
  return { amount, tooLarge: amount > PAYMENT_AMOUNT_MAX };
}

/**
 * What stored answers owe, computed on the server from their variables (the
 * browser never sends an amount). Null when the form takes no payment or
 * nothing is owed; an amount above the limit is refused by the caller.
 */
export function paymentDue(
  document: Pick<FormDocument, "blocks">,
  variables: Readonly<Record<string, unknown>>,
): (PaymentDue & { tooLarge: boolean }) | null {
  const block = paymentBlockOf(document);
  if (!block) return null;
  const owed = paymentAmount(block, variables);
  if (!owed) return null;
  return {
    name: block.name,
    label: block.label,
    description: block.description?.trim() || null,
    currency: block.currency,
    amount: owed.amount,
    tooLarge: owed.tooLarge,
  };
}
