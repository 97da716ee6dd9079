import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";
import { EMAIL_NOT_CONFIGURED, type Mailer, mailErrorText } from "../mail/mailer";
import { mailPayloadSchema, renderMail } from "../mail/submission-mail";
import { chatWebhookBody } from "../webhooks/chat-delivery";
import { postWebhook } from "../webhooks/post-webhook";
import { parseWebhookUrl, resolveWebhookTarget } from "../webhooks/safe-url";
import { signWebhook } from "../webhooks/sign";

/** An outbox row a worker has claimed. */
export interface ClaimedDelivery {
  id: string;
  kind: "webhook" | "email";
  formId: string | null;
  webhookId: string | null;
  event: string;
  payload: unknown;
  attempts: number;
  /** ISO time the event happened (the row was written). */
  createdAt: string;
  url: string | null;
  secret: string | null;
  /** A webhook's format (`standard`, or a chat service's); null for a mail. */
  format?: string | null;
}

/** What one attempt gave, as logged in `outbox_attempts`. */
export interface AttemptOutcome {
  isOk: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** What delivering needs besides the row. */
export interface DeliveryContext {
  db: Database;
  mailer: Mailer | null;
  allowPrivate: boolean;
  publicUrl: string;
  /** The storage of sent files: a notification's PDF draws signatures from it (none drawn without). */
  storage?: FileStorage;
  webhookTimeoutMs?: number;
  /** Sends a webhook's POST (the running worker's delivery thread); by default on this thread. */
  postWebhook?: typeof postWebhook;
}

/**
 * The exact body a webhook receives: `{ type, timestamp, data }`, where
 * `timestamp` is when the event happened and `data` is
 * `{ form: { slug, version }, submission: { id, createdAt, answers } }`.
 * The same on every attempt.
 */
export function webhookBody(
  delivery: Pick<ClaimedDelivery, "event" | "createdAt" | "payload">,
): string {
  return JSON.stringify({
    type: delivery.event,
    timestamp: delivery.createdAt,
    data: delivery.payload,
  });
}

/** Makes one attempt at a claimed delivery. Never throws: failures are outcomes. */
export async function attemptDelivery(
  context: DeliveryContext,
  delivery: ClaimedDelivery,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    if (delivery.kind === "webhook") {
      if (!delivery.url || !delivery.secret) throw new Error("the webhook is gone");
      // Resolved and checked again now: the name may point elsewhere since it was saved.
      const target = await resolveWebhookTarget(parseWebhookUrl(delivery.url), {
        allowPrivate: context.allowPrivate,
      });
      // A chat service takes its own message, unsigned (it has no way to check a signature).
      const chat = await chatWebhookBody(context, delivery);
      const body = chat ?? webhookBody(delivery);
      const headers = chat
        ? {}
        : signWebhook({
            secret: delivery.secret,
            id: delivery.id,
            timestamp: Math.floor(Date.now() / 1000),
            body,
          });
      const result = await (context.postWebhook ?? postWebhook)({
        target,
        headers,
        body,
        timeoutMs: context.webhookTimeoutMs,
      });
      return {
        isOk: result.error === null,
        statusCode: result.statusCode,
        durationMs: elapsed(),
        responseExcerpt: result.excerpt,
        error: result.error,
      };
    }
    if (!context.mailer) throw new Error(EMAIL_NOT_CONFIGURED);
    const payload = mailPayloadSchema.parse(delivery.payload);
    const message = await renderMail(context.db, {
      formId: delivery.formId,
      payload,
      publicUrl: context.publicUrl,
      storage: context.storage,
    });
    try {
      const receipt = await context.mailer.send(message);
      return {
        isOk: true,
        statusCode: smtpCode(receipt.response),
        durationMs: elapsed(),
        responseExcerpt: receipt.response,
        error: null,
      };
    } catch (error) {
      const response = (error as { response?: string }).response ?? null;
      return {
        isOk: false,
        statusCode: response ? smtpCode(response) : null,
        durationMs: elapsed(),
        responseExcerpt: response,
        error: mailErrorText(error),
      };
    }
  } catch (error) {
    return {
      isOk: false,
      statusCode: null,
      durationMs: elapsed(),
      responseExcerpt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function smtpCode(response: string): number | null {
  const match = /^(\d{3})/.exec(response);
  return match?.[1] ? Number(match[1]) : null;
}
