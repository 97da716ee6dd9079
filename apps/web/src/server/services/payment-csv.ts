import { majorUnits } from "@formwright/core";
import { sql } from "drizzle-orm";
import { csvTextCell } from "./csv";

/** The payment block of a form across its versions: three columns of the CSV (issue 36). */
export interface PaymentCsvColumn {
  /** The block's name: the columns are `<name>: status`, `<name>: amount`, `<name>: currency`. */
  name: string;
}

/**
 * The payment block of stored documents (the draft first, then versions
 * newest first), named as the newest document that has one names it; null
 * when no version ever took a payment.
 *
 * @example
 * paymentCsvColumn([{ blocks: [{ type: "payment", name: "fee" }] }]); // { name: "fee" }
 */
export function paymentCsvColumn(documents: readonly unknown[]): PaymentCsvColumn | null {
  for (const document of documents) {
    const blocks = isRecord(document) ? document.blocks : undefined;
    if (!Array.isArray(blocks)) continue;
    const block = blocks.find((b) => isRecord(b) && b.type === "payment");
    if (isRecord(block) && typeof block.name === "string") return { name: block.name };
  }
  return null;
}

/** The headers of the payment's columns. */
export function paymentCsvHeaders(column: PaymentCsvColumn): string[] {
  return ["status", "amount", "currency"].map((part) => `${column.name}: ${part}`);
}

/**
 * The selected column an export row reads its payment from: `status,amount,currency`
 * (status and currency are plain words), null when it owes nothing. A lookup
 * by primary key per row of the batch, so a batch stays one ordered read.
 */
export const PAYMENT_CSV_SQL = sql`, (select p.status || ',' || p.amount || ',' || p.currency
  from submission_payments p where p.submission_id = submissions.id) as payment`;

/**
 * A row's payment cells, each with its leading comma: its status (`paid`,
 * `pending`, `expired`, `refunded`), amount in major units and currency;
 * empty for a submission that owes nothing (or a draft).
 */
export function paymentCsvCells(payment: string | null | undefined): string {
  if (!payment) return ",,,";
  const [status = "", amount = "", currency = ""] = payment.split(",");
  return `,${csvTextCell(status)},${majorUnits(Number(amount), currency)},${csvTextCell(currency)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
