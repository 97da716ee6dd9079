import { z } from "zod";

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = [
  "submission.created",
  "submission.deleted",
  // Unfinished answers saved on a form with `partialResponses: true` (issue 33 §5).
  "submission.partial",
  // A respondent changed their answers through an edit link (issue 33 §4).
  "submission.updated",
  // A submission's payment went through (issue 36): sent with its `submission.created`.
  "submission.paid",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The events a webhook created without a list gets: never `submission.partial`,
 * which a webhook has only when it asks for it (unfinished answers reach no
 * receiver that did not choose them). `submission.updated` is there: a
 * receiver that keeps a copy of the answers needs their edits.
 */
export const DEFAULT_WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  "submission.created",
  "submission.deleted",
  "submission.updated",
  "submission.paid",
];

/** A list of events as GraphQL clients send it: at least one, each known. */
export const webhookEventsSchema = z
  .array(
    z.enum(WEBHOOK_EVENTS, {
      error: () => `events must be among ${WEBHOOK_EVENTS.join(", ")}`,
    }),
  )
  .min(1, "events must name at least one event")
  .transform((events) => [...new Set(events)]);
