import type { FormDocument } from "@formwright/core";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { formVersions } from "../../db/schema";
import {
  type ChatFormat,
  chatBody,
  chatNotice,
  chatTitle,
  webhookFormatSchema,
} from "./chat-formats";

/** A submission event's outbox payload, as far as a chat message reads it. */
const eventPayloadSchema = z.object({
  form: z.object({ version: z.number().int() }),
  submission: z.object({ id: z.string(), answers: z.record(z.string(), z.unknown()) }),
});

/** The format of a chat service, or null for `standard` (and anything unknown). */
export function chatFormatOf(format: string | null | undefined): ChatFormat | null {
  const parsed = webhookFormatSchema.safeParse(format);
  return parsed.success && parsed.data !== "standard" ? parsed.data : null;
}

/** The link to a submission in the admin (as the notification mail's). */
export function submissionLink(publicUrl: string, formId: string, submissionId: string): string {
  return `${publicUrl.replace(/\/$/, "")}/admin/forms/${formId}/submissions#submission-${submissionId}`;
}

/**
 * The body a chat webhook receives for an outbox delivery (issue 35 §2):
 * the form version the submission answered is read for its title and
 * labels, and the service's message made of it (`chatBody`). Null for a
 * `standard` webhook, whose body is our signed JSON.
 */
export async function chatWebhookBody(
  context: { db: Database; publicUrl: string },
  delivery: {
    format?: string | null;
    formId: string | null;
    event: string;
    createdAt: string;
    payload: unknown;
  },
): Promise<string | null> {
  const format = chatFormatOf(delivery.format);
  if (!format) return null;
  if (!delivery.formId) throw new Error("a chat message without a form");
  const payload = eventPayloadSchema.parse(delivery.payload);
  const [version] = await context.db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(
      and(eq(formVersions.formId, delivery.formId), eq(formVersions.version, payload.form.version)),
    );
  if (!version) throw new Error(`form version ${payload.form.version} is gone`);
  const notice = chatNotice({
    document: version.document as FormDocument,
    event: delivery.event,
    answers: payload.submission.answers,
    link: submissionLink(context.publicUrl, delivery.formId, payload.submission.id),
    at: delivery.createdAt,
  });
  return chatBody(format, notice);
}

/**
 * The body of "Send a test message" (issue 35 §2): for a chat service its
 * message with the form's title and one line saying it is a test; for a
 * `standard` webhook our JSON with `type: "test"` (signed by the caller).
 *
 * @example
 * testMessageBody({ format: "slack", document, link, at }); // Slack's message, "Test message: Contact us"
 */
export function testMessageBody(input: {
  format: string;
  document: Pick<FormDocument, "title" | "slug">;
  link: string;
  at: string;
}): string {
  const format = chatFormatOf(input.format);
  if (!format) {
    return JSON.stringify({
      type: "test",
      timestamp: input.at,
      data: { form: { slug: input.document.slug } },
    });
  }
  return chatBody(format, {
    title: chatTitle("test", input.document.title),
    answers: [
      { label: "Message", text: "This is a test message from Formwright: the webhook works." },
    ],
    more: 0,
    link: input.link,
    at: input.at,
  });
}
