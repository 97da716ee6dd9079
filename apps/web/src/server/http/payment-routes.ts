import type { IncomingMessage, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { Database } from "../db/database";
import { log } from "../observability/logger";
import { ServiceError } from "../services/errors";
import { checkoutUrl, paymentReturnUrl } from "../services/payments/checkout";
import type { Payments } from "../services/payments/stripe-client";
import { handleStripeEvent } from "../services/payments/stripe-events";
import type { Limiter } from "../services/rate-limits";
import { storedSubmissionRow } from "../services/submissions/get-submission";
import { BodyTooLargeError, readBodyBytes, readSmallBody } from "./read-body";
import { isSameOrigin } from "./same-origin";

/** How old (s) a Stripe signature may be: five minutes, Stripe's own default. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * "Pay now" per client address: each makes a Checkout Session at Stripe, so
 * a script cannot make thousands in a minute with someone's key.
 */
export const CHECKOUT_LIMIT = { points: 20, durationS: 60 } as const;

/** The largest Stripe event read (Stripe's are a few kB). */
const STRIPE_EVENT_MAX_BYTES = 512 * 1024;

function answerJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify(body));
}

/**
 * `POST /api/payments/stripe/webhook` (issue 36): Stripe's events, checked by
 * the SDK's `constructEvent` against the raw body with a 5-minute tolerance.
 * A bad or old signature answers 400 and changes nothing; a good one is
 * handled once per event id (`handleStripeEvent`) and answered 200, also when
 * it was seen before or is not one Formwright acts on (so Stripe stops
 * sending it). A failure while storing answers 500, and Stripe sends it again.
 */
export async function handleStripeWebhook(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  options: { payments: Payments; wakeOutbox: () => void },
): Promise<void> {
  const signature = req.headers["stripe-signature"];
  if (typeof signature !== "string" || signature === "") {
    req.resume();
    return answerJson(res, 400, { error: "Missing the Stripe-Signature header" });
  }
  let body: Buffer;
  try {
    // The raw bytes: the signature is over exactly these.
    body = await readBodyBytes(req, STRIPE_EVENT_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return answerJson(res, 413, { error: error.message });
  }
  let event: Stripe.Event;
  try {
    event = options.payments.stripe.webhooks.constructEvent(
      body,
      signature,
      options.payments.webhookSecret,
      STRIPE_SIGNATURE_TOLERANCE_S,
    );
  } catch (error) {
    return answerJson(res, 400, {
      error: `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  const { outcome, queued } = await handleStripeEvent(db, event);
  if (queued > 0) options.wakeOutbox();
  if (outcome !== "ignored" && outcome !== "duplicate") {
    log().info({ stripeEvent: event.id, type: event.type, outcome }, "stripe payment event");
  }
  answerJson(res, 200, { received: true, outcome });
}

/**
 * `POST /api/payments/checkout` with `submission=<id>` (a plain form, so it
 * works without scripts): "Pay now" on the form's payment page (issue 36).
 * Sends the respondent on (303) to a Checkout Session for that submission's
 * pending or expired payment, made for the amount stored with it; back to
 * the payment page when it is paid already. Refused from another site's page.
 */
export async function handleCheckoutRoute(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    payments: Payments;
    publicUrl: string;
    limiter: Limiter;
    clientKey: string;
  },
): Promise<void> {
  if (!isSameOrigin(req)) {
    req.resume();
    return answerJson(res, 403, { error: "A payment can only be started from this site" });
  }
  const decision = await options.limiter.consume(options.clientKey);
  if (!decision.allowed) {
    req.resume();
    res.setHeader("retry-after", String(decision.retryAfterSeconds));
    return answerJson(res, 429, {
      error: `Too many payment attempts from this address: try again in ${decision.retryAfterSeconds} s`,
    });
  }
  let fields: Record<string, string>;
  try {
    fields = await readSmallBody(req, 4096);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return answerJson(res, 413, { error: error.message });
  }
  const submissionId = fields.submission ?? "";
  let slug: string;
  try {
    slug = (await storedSubmissionRow(db, submissionId)).slug;
  } catch (error) {
    if (error instanceof ServiceError) return answerJson(res, 404, { error: error.message });
    throw error;
  }
  try {
    const url = await checkoutUrl(db, options.payments, {
      submissionId,
      publicUrl: options.publicUrl,
    });
    const location = url ?? paymentReturnUrl(options.publicUrl, slug, submissionId, "success");
    res.writeHead(303, { location, "cache-control": "no-store" }).end();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // Back to the payment page, which says so and offers the button again.
    const back = new URL(paymentReturnUrl(options.publicUrl, slug, submissionId, "cancelled"));
    back.searchParams.set("error", error.code === "PAYMENT_UNAVAILABLE" ? "unavailable" : "failed");
    res.writeHead(303, { location: back.toString(), "cache-control": "no-store" }).end();
  }
}
