import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { paymentEvents, submissionPayments } from "../../db/schema";
import { enqueueSubmissionEvents } from "../outbox/enqueue";
import { UUID } from "../submissions/uuid-shape";

/**
 * The submission a session is for, or null when it is not one of
 * Formwright's: the same Stripe account may sell other things, whose
 * `client_reference_id` is anything (and must not fail the query).
 */
function submissionOf(session: Stripe.Checkout.Session): string | null {
  const id = session.client_reference_id;
  return id && UUID.test(id) ? id : null;
}

/** What handling one Stripe event did. */
export type StripeEventOutcome =
  /** Seen before (same event id): nothing changed. */
  | "duplicate"
  /** Not an event Formwright acts on, or one about nothing it knows. */
  | "ignored"
  | "paid"
  | "expired"
  | "refunded";

/** The id of the object an event's `payment_intent` names (a string, or expanded). */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * Acts on one verified Stripe event (issue 36), once per event id, in one
 * transaction with the record that it was seen (a replay changes nothing; a
 * crash half-way leaves it to Stripe's retry):
 *
 * - `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded`:
 *   the submission's payment becomes `paid` when the session is for its stored
 *   amount and currency, and only now are its `submission.created` mails and
 *   webhooks queued, with a `submission.paid` webhook;
 * - `checkout.session.expired`: its payment, still pending on that session, becomes `expired`;
 * - `charge.refunded` (in full): its payment becomes `refunded`.
 *
 * Answers whether outbox rows were queued (the caller wakes the worker).
 */
export async function handleStripeEvent(
  db: Database,
  event: Pick<Stripe.Event, "id" | "type" | "data">,
): Promise<{ outcome: StripeEventOutcome; queued: number }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { outcome: "duplicate" as const, queued: 0 };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object as Stripe.Checkout.Session;
        if (session.payment_status !== "paid") return { outcome: "ignored" as const, queued: 0 };
        const submissionId = submissionOf(session);
        if (!submissionId || session.amount_total === null || !session.currency) {
          return { outcome: "ignored" as const, queued: 0 };
        }
        const [paid] = await tx
          .update(submissionPayments)
          .set({
            status: "paid",
            paidAt: new Date(),
            checkoutSessionId: session.id,
            paymentIntentId: idOf(session.payment_intent),
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(submissionPayments.submissionId, submissionId),
              inArray(submissionPayments.status, ["pending", "expired"]),
              // A session for another amount or currency pays nothing here.
              eq(submissionPayments.amount, session.amount_total),
              eq(submissionPayments.currency, session.currency.toUpperCase()),
            ),
          )
          .returning({ submissionId: submissionPayments.submissionId });
        if (!paid) return { outcome: "ignored" as const, queued: 0 };
        const created = await enqueueSubmissionEvents(tx, {
          submissionId,
          event: "submission.created",
        });
        const announced = await enqueueSubmissionEvents(tx, {
          submissionId,
          event: "submission.paid",
        });
        return { outcome: "paid" as const, queued: created + announced };
      }
      case "checkout.session.expired": {
        const session = event.data.object as Stripe.Checkout.Session;
        const submissionId = submissionOf(session);
        if (!submissionId) return { outcome: "ignored" as const, queued: 0 };
        const [expired] = await tx
          .update(submissionPayments)
          .set({ status: "expired", updatedAt: new Date() })
          .where(
            and(
              eq(submissionPayments.submissionId, submissionId),
              eq(submissionPayments.status, "pending"),
              eq(submissionPayments.checkoutSessionId, session.id),
            ),
          )
          .returning({ submissionId: submissionPayments.submissionId });
        return { outcome: expired ? ("expired" as const) : ("ignored" as const), queued: 0 };
      }
      case "charge.refunded": {
        const charge = event.data.object as Stripe.Charge;
        const intent = idOf(charge.payment_intent);
        if (!intent || !charge.refunded) return { outcome: "ignored" as const, queued: 0 };
        const [refunded] = await tx
          .update(submissionPayments)
          .set({ status: "refunded", refundedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(submissionPayments.paymentIntentId, intent),
              eq(submissionPayments.status, "paid"),
            ),
          )
          .returning({ submissionId: submissionPayments.submissionId });
        return { outcome: refunded ? ("refunded" as const) : ("ignored" as const), queued: 0 };
      }
      default:
        return { outcome: "ignored" as const, queued: 0 };
    }
  });
}
