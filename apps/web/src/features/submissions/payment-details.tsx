"use client";

import { useId } from "react";
import { formatDateTime } from "../admin-ui/format-date-time";
import { adminAmount, PAYMENT_STATUS_WORDS } from "./payment-words";
import type { SubmissionPayment } from "./submissions-api";

/** Props of {@link PaymentDetails}. */
export interface PaymentDetailsProps {
  payment: SubmissionPayment;
  /** Owners get "Refund" on a paid payment. */
  canRefund: boolean;
  onRefund: () => void;
  /** The id of the section's heading: where focus goes once a refund removed the button. */
  headingId?: string;
  /** Said politely once something changed here (the payment was refunded). */
  notice?: string | null;
}

/** A time from the API for people, with the exact value beside it. */
function When({ iso }: { iso: string }) {
  return (
    <>
      <time dateTime={iso}>{formatDateTime(iso)}</time> <span className="fw-muted">({iso})</span>
    </>
  );
}

/**
 * A submission's payment in its details (issue 36): its status, amount,
 * when it was paid and refunded, and Stripe's PaymentIntent id (to find it
 * in Stripe's dashboard). Owners refund a paid payment from here; the
 * confirmation is the caller's.
 *
 * @example
 * <PaymentDetails payment={row.payment} canRefund onRefund={() => setToRefund(row)} />
 */
export function PaymentDetails({
  payment,
  canRefund,
  onRefund,
  headingId,
  notice,
}: PaymentDetailsProps) {
  const ownId = useId();
  const titleId = headingId ?? ownId;
  return (
    <section className="fw-submission-payment" aria-labelledby={titleId}>
      <h3 id={titleId} tabIndex={-1}>
        Payment
      </h3>
      <dl className="fw-submission-answers">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`fw-payment-status fw-payment-status--${payment.status}`}>
              {PAYMENT_STATUS_WORDS[payment.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            {adminAmount(payment.amount, payment.currency)}{" "}
            <span className="fw-muted">({payment.currency})</span>
          </dd>
        </div>
        {payment.paidAt ? (
          <div>
            <dt>Paid at</dt>
            <dd>
              <When iso={payment.paidAt} />
            </dd>
          </div>
        ) : null}
        {payment.refundedAt ? (
          <div>
            <dt>Refunded at</dt>
            <dd>
              <When iso={payment.refundedAt} />
            </dd>
          </div>
        ) : null}
        {payment.paymentIntentId ? (
          <div>
            <dt>Stripe PaymentIntent</dt>
            <dd>
              <code>{payment.paymentIntentId}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="fw-submission-payment__notice" role="status">
        {notice ?? ""}
      </p>
      {canRefund && payment.status === "paid" ? (
        <div className="fw-submission-payment__actions">
          <button type="button" className="fw-button fw-button--danger" onClick={onRefund}>
            Refund
          </button>
        </div>
      ) : null}
    </section>
  );
}
