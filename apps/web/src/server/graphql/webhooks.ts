import type { AuditAction } from "../services/audit/audit-log";
import type { AttemptRecord, DeliveryPage, DeliveryRecord } from "../services/outbox/deliveries";
import {
  listEmailDeliveries,
  listWebhookDeliveries,
  redeliver,
} from "../services/outbox/deliveries";
import { WEBHOOK_FORMATS } from "../services/webhooks/chat-formats";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  sendTestMessage,
  updateWebhook,
  type WebhookRecord,
} from "../services/webhooks/webhooks";
import { type AuditAct, auditedAct, recordAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";

/** Deliveries are read and queued by owners and editors (the role sweep lists them). */

const WebhookType = builder.objectRef<WebhookRecord>("Webhook").implement({
  description: "A webhook of a form: where events are POSTed, signed the Standard Webhooks way.",
  fields: (t) => ({
    id: t.exposeID("id"),
    formId: t.exposeID("formId"),
    url: t.exposeString("url"),
    events: t.exposeStringList("events", {
      description:
        "`submission.created`, `submission.deleted`, `submission.updated` (a respondent edited their answers) and/or `submission.partial` (unfinished answers, only when asked for).",
    }),
    format: t.exposeString("format", {
      description: `What the body is: ${WEBHOOK_FORMATS.map((f) => `\`${f}\``).join(", ")}. \`standard\` is our signed JSON; the others are that chat service's incoming-webhook message (title, the first answers, a link to the submission), unsigned.`,
    }),
    enabled: t.exposeBoolean("enabled"),
    disabledReason: t.exposeString("disabledReason", {
      nullable: true,
      description:
        "Why it was switched off automatically (null when enabled or switched off by hand).",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const WebhookWithSecretType = builder
  .objectRef<{ webhook: WebhookRecord; secret: string }>("WebhookWithSecret")
  .implement({
    description: "A new webhook and its signing secret, shown this once only.",
    fields: (t) => ({
      webhook: t.expose("webhook", { type: WebhookType }),
      secret: t.exposeString("secret", {
        description: "`whsec_` and base64: give it to your receiver to verify signatures.",
      }),
    }),
  });

const DeliveryAttemptType = builder.objectRef<AttemptRecord>("DeliveryAttempt").implement({
  description: "One attempt at a delivery, successful or not.",
  fields: (t) => ({
    attemptedAt: t.expose("attemptedAt", { type: "DateTime" }),
    ok: t.exposeBoolean("isOk"),
    statusCode: t.exposeInt("statusCode", {
      nullable: true,
      description: "The receiver's HTTP status, or the SMTP server's reply code.",
    }),
    durationMs: t.exposeInt("durationMs"),
    responseExcerpt: t.exposeString("responseExcerpt", {
      nullable: true,
      description: "The start of the answer (at most 4 KiB).",
    }),
    error: t.exposeString("error", { nullable: true }),
  }),
});

const WebhookTestType = builder
  .objectRef<Awaited<ReturnType<typeof sendTestMessage>>>("WebhookTest")
  .implement({
    description: "How a test message to a webhook went.",
    fields: (t) => ({
      ok: t.exposeBoolean("isOk"),
      statusCode: t.exposeInt("statusCode", { nullable: true }),
      responseExcerpt: t.exposeString("responseExcerpt", {
        nullable: true,
        description: "The start of the answer (at most 4 KiB).",
      }),
      error: t.exposeString("error", { nullable: true }),
    }),
  });

const DeliveryType = builder.objectRef<DeliveryRecord>("Delivery").implement({
  description: "A webhook delivery or a mail from the outbox, with every attempt at it.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Also the `webhook-id` header of a webhook delivery." }),
    kind: t.exposeString("kind", { description: "`webhook` or `email`." }),
    event: t.exposeString("event"),
    status: t.exposeString("status", { description: "`pending`, `delivered` or `failed`." }),
    payload: t.field({ type: "JSON", resolve: (d) => d.payload }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    nextAttemptAt: t.expose("nextAttemptAt", {
      type: "DateTime",
      nullable: true,
      description: "When a pending delivery is attempted next.",
    }),
    lastError: t.exposeString("lastError", { nullable: true }),
    attempts: t.expose("attempts", { type: [DeliveryAttemptType] }),
  }),
});

const DeliveryPageInfoType = builder
  .objectRef<DeliveryPage["pageInfo"]>("DeliveryPageInfo")
  .implement({
    fields: (t) => ({
      endCursor: t.exposeString("endCursor", { nullable: true }),
      hasNextPage: t.exposeBoolean("hasNextPage"),
    }),
  });

const DeliveryConnectionType = builder.objectRef<DeliveryPage>("DeliveryConnection").implement({
  fields: (t) => ({
    nodes: t.expose("nodes", { type: [DeliveryType] }),
    pageInfo: t.expose("pageInfo", { type: DeliveryPageInfoType }),
  }),
});

/**
 * A webhook act for the audit log: the form, events and state, and only the
 * URL's origin (its path, query or user part may carry a token).
 */
function webhookAct(action: AuditAction, webhook: WebhookRecord): AuditAct {
  let origin: string | null = null;
  try {
    origin = new URL(webhook.url).origin;
  } catch {}
  return {
    action,
    target: { kind: "webhook", id: webhook.id },
    details: { formId: webhook.formId, origin, events: webhook.events, enabled: webhook.enabled },
  };
}

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookType],
    description: "The webhooks of a form, oldest first (editor).",
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_root, { formId }, ctx) =>
      withServiceErrors(() => listWebhooks(ctx.db, String(formId))),
  }),
  webhookDeliveries: t.field({
    type: DeliveryConnectionType,
    description: "A webhook's deliveries, newest first, with their attempts (editor).",
    args: {
      webhookId: t.arg.id({ required: true }),
      first: t.arg.int({ defaultValue: 20 }),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        listWebhookDeliveries(ctx.db, {
          webhookId: String(args.webhookId),
          first: args.first,
          after: args.after,
        }),
      ),
  }),
  emailDeliveries: t.field({
    type: DeliveryConnectionType,
    description:
      "The mails about a form's submissions, newest first, with their attempts (editor).",
    args: {
      formId: t.arg.id({ required: true }),
      first: t.arg.int({ defaultValue: 20 }),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        listEmailDeliveries(ctx.db, {
          formId: String(args.formId),
          first: args.first,
          after: args.after,
        }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: WebhookWithSecretType,
    description:
      "Adds a webhook to a form (editor). The URL must reach a public address (unless FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE=1). The secret is answered this once only.",
    args: {
      formId: t.arg.id({ required: true }),
      url: t.arg.string({ required: true }),
      events: t.arg.stringList({
        description:
          "Default: `submission.created`, `submission.deleted` and `submission.updated` (`submission.partial` only when listed).",
      }),
      format: t.arg.string({
        description: "`standard` (default), `slack`, `discord`, `teams` or `googleChat`.",
      }),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(() =>
        createWebhook(
          ctx.db,
          {
            formId: String(args.formId),
            url: args.url,
            events: args.events,
            format: args.format,
            allowPrivate: ctx.integrations.allowPrivateWebhooks,
          },
          { audit: (tx, webhook) => recordAct(ctx, tx, webhookAct("webhook.created", webhook)) },
        ),
      ),
  }),
  updateWebhook: t.field({
    type: WebhookType,
    description:
      "Changes a webhook's URL, events or enabled state; what is not given stays (editor). Enabling clears `disabledReason`.",
    args: {
      id: t.arg.id({ required: true }),
      url: t.arg.string(),
      events: t.arg.stringList(),
      format: t.arg.string(),
      enabled: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const updated = await updateWebhook(
          ctx.db,
          {
            id: String(args.id),
            url: args.url,
            events: args.events,
            format: args.format,
            enabled: args.enabled,
            allowPrivate: ctx.integrations.allowPrivateWebhooks,
          },
          { audit: (tx, webhook) => recordAct(ctx, tx, webhookAct("webhook.updated", webhook)) },
        );
        if (updated.enabled) ctx.integrations.wakeOutbox();
        return updated;
      }),
  }),
  testWebhook: t.field({
    type: WebhookTestType,
    description:
      "Sends the webhook a test message now, in its format (signed for `standard`), and answers how it went; nothing is queued or logged (editor). Unknown id: `Webhook not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(() =>
        sendTestMessage(ctx.db, {
          id: String(id),
          allowPrivate: ctx.integrations.allowPrivateWebhooks,
          publicUrl: ctx.publicUrl,
        }),
      ),
  }),
  deleteWebhook: t.field({
    type: "Boolean",
    description:
      "Deletes a webhook and its delivery log (editor). Unknown id: `Webhook not found`.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        await auditedAct(
          ctx,
          async (tx) => {
            const webhook = await getWebhook(tx, String(id));
            await deleteWebhook(tx, String(id));
            return webhook;
          },
          (webhook) => webhookAct("webhook.deleted", webhook),
        );
        return true;
      }),
  }),
  redeliverWebhook: t.field({
    type: DeliveryType,
    description:
      "Queues a delivery (webhook or mail) again now with a fresh retry schedule (editor). Unknown id: `Delivery not found`.",
    args: { deliveryId: t.arg.id({ required: true }) },
    resolve: (_root, { deliveryId }, ctx) =>
      withServiceErrors(async () => {
        const delivery = await auditedAct(
          ctx,
          (tx) => redeliver(tx, String(deliveryId)),
          (queued) => ({
            action: "delivery.redelivered",
            target: { kind: "delivery", id: queued.id },
          }),
        );
        ctx.integrations.wakeOutbox();
        return delivery;
      }),
  }),
}));
