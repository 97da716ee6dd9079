// Apart from announce-submitted.ts (part of every form's first load): only the
// receipt's chunk, loaded once answers are sent, goes to a payment (issue 36).
/** The window event through which the form asks the embedding page to go to its payment. */
export const FRAME_PAY_EVENT = "formwright-frame:pay";

/** Detail of {@link FRAME_PAY_EVENT}. */
export interface FramePayDetail {
  slug: string;
  /** Stripe Checkout (or the form's own payment page). */
  url: string;
}

/**
 * Sends the respondent to pay (issue 36): in a frame, the embedding page goes
 * there (through the embed bridge: Checkout refuses to be framed); otherwise
 * this page does.
 *
 * @example
 * goToPayment({ slug: "race", url: result.paymentUrl });
 */
export function goToPayment(detail: FramePayDetail): void {
  if (window.parent !== window) {
    window.dispatchEvent(new CustomEvent<FramePayDetail>(FRAME_PAY_EVENT, { detail }));
  } else {
    window.location.assign(detail.url);
  }
}
