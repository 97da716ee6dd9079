import { and, asc, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { webhooks } from "../../db/schema";
import { ServiceError } from "../errors";
import { getForm } from "../forms";
import { testMessageBody } from "./chat-delivery";
import { type WebhookFormat, webhookFormatSchema } from "./chat-formats";
import {
  DEFAULT_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookEventsSchema,
} from "./events";
import { postWebhook } from "./post-webhook";
import { parseWebhookUrl, resolveWebhookTarget } from "./safe-url";
import { generateWebhookSecret, signWebhook } from "./sign";

/** A webhook as the admin sees it: never with its secret. */
export interface WebhookRecord {
  id: string;
  formId: string;
  url: string;
  events: WebhookEvent[];
  /** `standard` (signed JSON) or a chat service's message. */
  format: WebhookFormat;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The message for an unknown webhook id. */
export const WEBHOOK_NOT_FOUND = "Webhook not found";

/** Most webhooks one form may have. */
export const WEBHOOKS_PER_FORM_MAX = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: webhooks.id,
  formId: webhooks.formId,
  url: webhooks.url,
  events: webhooks.events,
  format: webhooks.format,
  enabled: webhooks.enabled,
  disabledReason: webhooks.disabledReason,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

function toRecord(
  row: Omit<WebhookRecord, "events" | "format"> & { events: string[]; format: string },
): WebhookRecord {
  const format = webhookFormatSchema.safeParse(row.format);
  return {
    ...row,
    events: row.events.filter((e): e is WebhookEvent => WEBHOOK_EVENTS.includes(e as WebhookEvent)),
    format: format.success ? format.data : "standard",
  };
}

/** A format given by a caller, checked (the error names the values it takes). */
export function parseWebhookFormat(format: string): WebhookFormat {
  const parsed = webhookFormatSchema.safeParse(format);
  if (!parsed.success) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      parsed.error.issues[0]?.message ?? "format is not valid",
    );
  }
  return parsed.data;
}

async function checkedUrl(url: string, allowPrivate: boolean): Promise<string> {
  const parsed = parseWebhookUrl(url);
  await resolveWebhookTarget(parsed, { allowPrivate });
  return parsed.toString();
}

function parseEvents(events: readonly string[]): WebhookEvent[] {
  const parsed = webhookEventsSchema.safeParse(events);
  if (!parsed.success) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      parsed.error.issues[0]?.message ?? "events are not valid",
    );
  }
  return parsed.data;
}

/**
 * Adds a webhook to a form, for every event unless `events` names some. The
 * URL must resolve to public addresses only (unless `allowPrivate`). The
 * answer carries the signing secret: the only time it is ever shown.
 *
 * @example
 * const { webhook, secret } = await createWebhook(db, { formId, url: "https://example.com/hook", allowPrivate: false });
 */
export async function createWebhook(
  db: Database,
  input: {
    formId: string;
    url: string;
    events?: readonly string[] | null;
    format?: string | null;
    allowPrivate: boolean;
  },
  options: WebhookWriteOptions = {},
): Promise<{ webhook: WebhookRecord; secret: string }> {
  await getForm(db, input.formId);
  const events = input.events ? parseEvents(input.events) : [...DEFAULT_WEBHOOK_EVENTS];
  const format = input.format == null ? "standard" : parseWebhookFormat(input.format);
  const url = await checkedUrl(input.url, input.allowPrivate);
  return writeWebhook(db, options, async (tx) => {
    const existing = await tx.$count(webhooks, eq(webhooks.formId, input.formId));
    if (existing >= WEBHOOKS_PER_FORM_MAX) {
      throw new ServiceError(
        "BAD_USER_INPUT",
        `a form may have at most ${WEBHOOKS_PER_FORM_MAX} webhooks`,
      );
    }
    const secret = generateWebhookSecret();
    const [row] = await tx
      .insert(webhooks)
      .values({ id: uuidv7(), formId: input.formId, url, secret, events, format })
      .returning(columns);
    if (!row) throw new Error("insert returned no webhook");
    return { webhook: toRecord(row), secret };
  });
}

/** Options of a webhook's writes. */
export interface WebhookWriteOptions {
  /**
   * Records the write (the audit log) in the transaction that makes it; the
   * URL's address is looked up before the transaction, so no lookup holds it.
   */
  audit?: (tx: Database, webhook: WebhookRecord) => Promise<void>;
}

/** Runs a webhook's write, in a transaction with its audit record when there is one. */
async function writeWebhook<T extends WebhookRecord | { webhook: WebhookRecord }>(
  db: Database,
  options: WebhookWriteOptions,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const { audit } = options;
  if (!audit) return write(db);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const result = await write(tx);
    await audit(tx, "webhook" in result ? result.webhook : result);
    return result;
  });
}

/** The webhooks of a form, oldest first. */
export async function listWebhooks(db: Database, formId: string): Promise<WebhookRecord[]> {
  await getForm(db, formId);
  const rows = await db
    .select(columns)
    .from(webhooks)
    .where(eq(webhooks.formId, formId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  return rows.map(toRecord);
}

/** One webhook by id, or NOT_FOUND. */
export async function getWebhook(db: Database, id: string): Promise<WebhookRecord> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
  const [row] = await db.select(columns).from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
  return toRecord(row);
}

/**
 * Changes a webhook's URL, events or enabled state (what is not given stays).
 * Enabling it again clears the reason it was switched off.
 */
export async function updateWebhook(
  db: Database,
  input: {
    id: string;
    url?: string | null;
    events?: readonly string[] | null;
    format?: string | null;
    enabled?: boolean | null;
    allowPrivate: boolean;
  },
  options: WebhookWriteOptions = {},
): Promise<WebhookRecord> {
  await getWebhook(db, input.id);
  const set: Partial<typeof webhooks.$inferInsert> = { updatedAt: new Date() };
  if (input.events != null) set.events = parseEvents(input.events);
  if (input.format != null) set.format = parseWebhookFormat(input.format);
  if (input.url != null) set.url = await checkedUrl(input.url, input.allowPrivate);
  if (input.enabled != null) {
    set.enabled = input.enabled;
    set.disabledReason = null;
  }
  return writeWebhook(db, options, async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set(set)
      .where(eq(webhooks.id, input.id))
      .returning(columns);
    if (!row) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
    return toRecord(row);
  });
}

/** Deletes a webhook and its deliveries; unknown id: `Webhook not found`. */
export async function deleteWebhook(db: Database, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  if (deleted.length === 0) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
}

/**
 * Sends a webhook a test message now (issue 35 §2, "Send a test message"):
 * its format's message about the form (signed for `standard`, as a delivery
 * is), to its URL checked again. Not queued nor logged: the answer says how
 * it went (status, the start of the reply, or the error).
 *
 * @example
 * const outcome = await sendTestMessage(db, { id, allowPrivate: false, publicUrl, post: postWebhook });
 */
export async function sendTestMessage(
  db: Database,
  input: { id: string; allowPrivate: boolean; publicUrl: string; timeoutMs?: number },
): Promise<{
  isOk: boolean;
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
}> {
  const webhook = await getWebhook(db, input.id);
  const [row] = await db
    .select({ secret: webhooks.secret })
    .from(webhooks)
    .where(eq(webhooks.id, input.id));
  if (!row) throw new ServiceError("NOT_FOUND", WEBHOOK_NOT_FOUND);
  const form = await getForm(db, webhook.formId);
  const at = new Date().toISOString();
  const body = testMessageBody({
    format: webhook.format,
    document: form.draft,
    link: `${input.publicUrl.replace(/\/$/, "")}/admin/forms/${form.id}/submissions`,
    at,
  });
  const headers =
    webhook.format === "standard"
      ? signWebhook({
          secret: row.secret,
          id: `test_${uuidv7()}`,
          timestamp: Math.floor(Date.now() / 1000),
          body,
        })
      : {};
  try {
    const target = await resolveWebhookTarget(parseWebhookUrl(webhook.url), {
      allowPrivate: input.allowPrivate,
    });
    const result = await postWebhook({ target, headers, body, timeoutMs: input.timeoutMs });
    return {
      isOk: result.error === null,
      statusCode: result.statusCode,
      responseExcerpt: result.excerpt,
      error: result.error,
    };
  } catch (error) {
    return {
      isOk: false,
      statusCode: null,
      responseExcerpt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
