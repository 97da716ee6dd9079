"use client";

import dynamic from "next/dynamic";
import { ChartTable } from "./chart-data-table";
import { ChartFigure, ChartImage } from "./chart-figure";
import { adminAmount, PAYMENT_STATUS_WORDS, PAYMENT_STATUSES } from "./payment-words";
import type { PaymentTotal } from "./submissions-api";

// Recharts loads on its own, as for the other charts (see submission-charts.tsx).
const OptionBarChart = dynamic(() => import("./bar-charts").then((m) => m.OptionBarChart), {
  ssr: false,
  loading: () => <div className="fw-chart__placeholder" />,
});

const TITLE = "Payments";

/** The sums of one status across currencies, each in its own currency: "€30.00, ¥3,000". */
function amountsText(totals: readonly PaymentTotal[], status: keyof typeof PAYMENT_STATUS_WORDS) {
  const amounts = totals
    .filter((total) => total[`${status}Count`] > 0)
    .map((total) => adminAmount(total[`${status}Amount`], total.currency));
  return amounts.length > 0 ? amounts.join(", ") : "—";
}

/**
 * The payment chart of a form that takes payments (issue 36): how many
 * payments stand at each status (paid, pending, expired, refunded), with the
 * paid sum per currency in its summary and every sum in its data table.
 * Nothing for a form whose submissions owe nothing.
 *
 * @example
 * <PaymentChart totals={totals.data ?? []} />
 */
export function PaymentChart({ totals }: { totals: readonly PaymentTotal[] }) {
  if (totals.length === 0) return null;
  const rows = PAYMENT_STATUSES.map((status) => ({
    key: status,
    label: PAYMENT_STATUS_WORDS[status],
    count: totals.reduce((sum, total) => sum + total[`${status}Count`], 0),
  }));
  const all = rows.reduce((sum, row) => sum + row.count, 0);
  const paid = rows[0]?.count ?? 0;
  const paidSum = totals.map((total) => adminAmount(total.paidAmount, total.currency)).join(", ");
  return (
    <ChartFigure
      title={TITLE}
      summary={`Paid: ${paidSum} in ${paid} of ${all} ${all === 1 ? "payment" : "payments"}.`}
    >
      <ChartImage
        label={`Bar chart of the payments per status, ${all} in all. The numbers are in the data table.`}
      >
        <OptionBarChart data={rows} name="Payments" />
      </ChartImage>
      <ChartTable
        title={TITLE}
        headers={["Status", "Payments", "Amount"]}
        rows={rows.map((row) => ({
          key: row.key,
          label: row.label,
          values: [row.count, amountsText(totals, row.key)],
        }))}
      />
    </ChartFigure>
  );
}
