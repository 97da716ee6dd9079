import { formatAmount } from "@formwright/core";
import type { PaymentStatus } from "../../graphql/operation-types";

/** A payment's status in words (issue 36), as the table, the details and the chart say it. */
export const PAYMENT_STATUS_WORDS: Readonly<Record<PaymentStatus, string>> = {
  paid: "Paid",
  pending: "Pending",
  expired: "Expired",
  refunded: "Refunded",
};

/** The statuses in the order the chart and its table list them. */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "paid",
  "pending",
  "expired",
  "refunded",
];

/** The admin's language: the browser's (the page renders payments in the browser only). */
function adminLanguage(): string {
  return typeof navigator === "undefined" ? "en" : navigator.language || "en";
}

/**
 * An amount in minor units as money in the admin's language, with the
 * currency's own decimals.
 *
 * @example
 * adminAmount(123400, "EUR"); // "€1,234.00" in English
 */
export function adminAmount(amount: number, currency: string): string {
  return formatAmount(amount, currency, adminLanguage());
}
