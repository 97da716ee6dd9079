/** The window event through which the form tells the embed bridge a submission was accepted. */
export const FRAME_SUBMITTED_EVENT = "formwright-frame:submitted";

/** Detail of {@link FRAME_SUBMITTED_EVENT}: the id only, never the answers. */
export interface FrameSubmittedDetail {
  slug: string;
  submissionId: string;
}

/**
 * Tells the page (the embed bridge, when the form is framed) that a
 * submission was accepted. Does nothing else; outside an embed nobody listens.
 *
 * @example
 * announceSubmitted({ slug: "contact", submissionId: "0b6f…" });
 */
export function announceSubmitted(detail: FrameSubmittedDetail): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(
    new CustomEvent<FrameSubmittedDetail>(FRAME_SUBMITTED_EVENT, {
      detail: { slug: detail.slug, submissionId: detail.submissionId },
    }),
  );
}

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
