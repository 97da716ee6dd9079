import { paymentBlockOf } from "@formwright/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { submissionPayments } from "../../db/schema";
import { ServiceError } from "../errors";
import { answeredDocument, storedSubmissionRow } from "../submissions/get-submission";
import type { Payments } from "./stripe-client";

/** Said when a payment form's answers reach a server without FORMWRIGHT_STRIPE_*. */
export const PAYMENTS_NOT_CONFIGURED =
  "This form takes payments, but payments are not set up on this server: nothing was sent. Tell the form's owner.";

/** Said when Stripe could not be reached to start a payment. */
export const CHECKOUT_FAILED =
  "The payment page could not be opened. Your answers are saved: try again in a moment.";

/** Said when the payment asked for is already paid or refunded. */
export const NOTHING_TO_PAY = "This submission has nothing left to pay.";

/**
 * Where the respondent comes back to from Stripe: the form's payment page,
 * which shows the receipt once paid and "Not paid yet" otherwise.
 *
 * @example
 * paymentReturnUrl("https://forms.example.com", "race", id, "cancelled");
 * // "https://forms.example.com/f/race/payment?submission=…&result=cancelled"
 */
export function paymentReturnUrl(
  publicUrl: string,
  slug: string,
  submissionId: string,
  result: "success" | "cancelled",
): string {
  const origin = publicUrl.replace(/\/$/, "");
  const query = new URLSearchParams({ submission: submissionId, result });
  return `${origin}/f/${encodeURIComponent(slug)}/payment?${query}`;
}

/**
 * The Stripe Checkout page where a stored submission's pending payment is
 * paid (issue 36). A session made for it earlier that is still open is
 * answered again (a resent submit, or a respondent back from "cancel", pays
 * in the same session, so never twice); otherwise a new session is made, with
 * the submission id as `client_reference_id` and as the idempotency key of
 * the first one (`<id>:<n>` for the n-th), and the amount and currency stored
 * with the answers, never anything the browser said. Answers null when there
 * is nothing to pay (paid, refunded, or no payment).
 *
 * @example
 * const url = await checkoutUrl(db, payments, { submissionId, publicUrl });
 */
export async function checkoutUrl(
  db: Database,
  payments: Payments,
  input: { submissionId: string; publicUrl: string },
): Promise<string | null> {
  const submission = await storedSubmissionRow(db, input.submissionId);
  const [payment] = await db
    .select()
    .from(submissionPayments)
    .where(eq(submissionPayments.submissionId, submission.id));
  if (!payment || payment.status === "paid" || payment.status === "refunded") return null;
  const { stripe } = payments;
  try {
    if (payment.checkoutSessionId && payment.status === "pending") {
      const earlier = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
      if (earlier.status === "open" && earlier.url) return earlier.url;
    }
  } catch {
    // Not found or unreachable: a new session is made below (or fails there, saying why).
  }
  // Counted first, so two calls at once never share an idempotency key.
  const [counted] = await db
    .update(submissionPayments)
    .set({
      checkoutAttempts: sql`${submissionPayments.checkoutAttempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(submissionPayments.submissionId, submission.id),
        inArray(submissionPayments.status, ["pending", "expired"]),
      ),
    )
    .returning({ attempts: submissionPayments.checkoutAttempts });
  if (!counted) return null;
  const document = await answeredDocument(db, submission);
  const block = document ? paymentBlockOf(document) : null;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "payment",
    client_reference_id: submission.id,
    metadata: { submissionId: submission.id, formId: submission.formId },
    payment_intent_data: { metadata: { submissionId: submission.id, formId: submission.formId } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: payment.currency.toLowerCase(),
          unit_amount: payment.amount,
          product_data: {
            name: block?.label ?? document?.title ?? "Payment",
            ...(block?.description?.trim() ? { description: block.description.trim() } : {}),
          },
        },
      },
    ],
    success_url: `${paymentReturnUrl(input.publicUrl, submission.slug, submission.id, "success")}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: paymentReturnUrl(input.publicUrl, submission.slug, submission.id, "cancelled"),
    ...(submission.language ? { locale: stripeLocale(submission.language) } : {}),
  };
  const idempotencyKey =
    counted.attempts <= 1 ? submission.id : `${submission.id}:${counted.attempts}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(params, { idempotencyKey });
  } catch (error) {
    throw new ServiceError("PAYMENT_UNAVAILABLE", CHECKOUT_FAILED, {
      stripe: error instanceof Error ? error.message : String(error),
    });
  }
  // The session that was open before (if any) is closed, so it cannot be paid as well.
  const previous = payment.checkoutSessionId;
  await db
    .update(submissionPayments)
    .set({ checkoutSessionId: session.id, status: "pending", updatedAt: new Date() })
    .where(
      and(
        eq(submissionPayments.submissionId, submission.id),
        inArray(submissionPayments.status, ["pending", "expired"]),
      ),
    );
  if (previous && previous !== session.id) {
    await stripe.checkout.sessions.expire(previous).catch(() => undefined);
  }
  if (!session.url) throw new ServiceError("PAYMENT_UNAVAILABLE", CHECKOUT_FAILED);
  return session.url;
}

/** Languages Stripe Checkout shows itself in, by their primary subtag (else `auto`). */
const STRIPE_LOCALES = new Set([
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fil",
  "fr",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "pl",
  "pt",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
]);

/** Checkout in the language the respondent filled the form in, when Stripe has it. */
function stripeLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  const primary = language.toLowerCase().split("-")[0] ?? "";
  return (
    STRIPE_LOCALES.has(primary) ? primary : "auto"
  ) as Stripe.Checkout.SessionCreateParams.Locale;
}

/** The message a respondent gets when the form takes payments and this server cannot. */
export function paymentsNotConfigured(): ServiceError {
  return new ServiceError("PAYMENT_UNAVAILABLE", PAYMENTS_NOT_CONFIGURED);
}
