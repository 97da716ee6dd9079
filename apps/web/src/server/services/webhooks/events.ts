import { z } from "zod";

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = ["submission.created", "submission.deleted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A list of events as GraphQL clients send it: at least one, each known. */
export const webhookEventsSchema = z
  .array(
    z.enum(WEBHOOK_EVENTS, {
      error: () => `events must be among ${WEBHOOK_EVENTS.join(", ")}`,
    }),
  )
  .min(1, "events must name at least one event")
  .transform((events) => [...new Set(events)]);
