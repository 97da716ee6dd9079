import type { StripeSettings } from "../services/payments/stripe-client";

/** Where Stripe Checkout's pages are served. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * The origins a payment form's page may send a post on to (its `form-action`,
 * issue 36): browsers check a form post's redirects against it, so the 303 of
 * a post without scripts, or of "Pay now", to Stripe Checkout needs it. With
 * FORMWRIGHT_STRIPE_API_BASE (tests) Checkout is that origin's fake; none
 * when the server takes no payments.
 *
 * @example
 * checkoutOriginsOf({ secretKey, webhookSecret }); // ["https://checkout.stripe.com"]
 */
export function checkoutOriginsOf(settings: StripeSettings | null | undefined): string[] {
  if (!settings) return [];
  return [settings.apiBase ? new URL(settings.apiBase).origin : STRIPE_CHECKOUT_ORIGIN];
}
