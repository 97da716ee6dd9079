"use client";

import { Fragment } from "react";
import { adminAmount } from "./payment-words";
import type { PaymentTotal } from "./submissions-api";

/** One currency's line: what was paid (sum and count), how many are unpaid, what was refunded. */
function parts(total: PaymentTotal): Array<{ key: string; text: string; count?: number }> {
  const unpaid = total.pendingCount + total.expiredCount;
  return [
    {
      key: "paid",
      text: `Paid: ${adminAmount(total.paidAmount, total.currency)}`,
      count: total.paidCount,
    },
    { key: "unpaid", text: `Unpaid: ${unpaid}` },
    ...(total.refundedCount > 0
      ? [
          {
            key: "refunded",
            text: `Refunded: ${adminAmount(total.refundedAmount, total.currency)}`,
            count: total.refundedCount,
          },
        ]
      : []),
  ];
}

/**
 * The sums of a form's payments on the submissions page (issue 36), a line
 * per currency: `Paid: €1,234.00 (82) · Unpaid: 3 · Refunded: €15.00 (1)`
 * (unpaid: pending or expired; refunded only once there is one). Nothing
 * for a form whose submissions owe nothing.
 *
 * @example
 * <PaymentSummary totals={totals.data ?? []} />
 */
export function PaymentSummary({ totals }: { totals: readonly PaymentTotal[] }) {
  if (totals.length === 0) return null;
  const isSeveral = totals.length > 1;
  return (
    <div className="fw-submissions__payments">
      {totals.map((total) => (
        <p key={total.currency} className="fw-submissions__payment-line">
          <span className="fw-sr-only">Payments{isSeveral ? "" : ":"} </span>
          {isSeveral ? `${total.currency}: ` : null}
          {parts(total).map((part, index) => (
            <Fragment key={part.key}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              <span className="fw-submissions__payment-part">
                {part.text}
                {part.count === undefined ? null : (
                  <>
                    {" "}
                    ({part.count}
                    <span className="fw-sr-only"> {part.count === 1 ? "payment" : "payments"}</span>
                    )
                  </>
                )}
              </span>
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
