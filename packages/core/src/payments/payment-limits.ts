/**
 * The largest amount a payment block may ask, in minor units: Stripe
 * Checkout's own limit (99,999,999, i.e. 999,999.99 in a two-decimal currency).
 */
export const PAYMENT_AMOUNT_MAX = 99_999_999;
