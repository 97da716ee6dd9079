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
