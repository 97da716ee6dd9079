import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outbox, outboxAttempts, webhooks } from "../../db/schema";
import { ServiceError } from "../errors";
import { getForm } from "../forms";
import { getWebhook } from "../webhooks/webhooks";

/** One logged attempt at a delivery. */
export interface AttemptRecord {
  attemptedAt: Date;
  isOk: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** A webhook delivery or a mail, with its attempts (oldest first). */
export interface DeliveryRecord {
  id: string;
  kind: "webhook" | "email";
  event: string;
  status: "pending" | "delivered" | "failed";
  payload: unknown;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
  attempts: AttemptRecord[];
}

/** A page of deliveries, newest first. */
export interface DeliveryPage {
  nodes: DeliveryRecord[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Most deliveries one page returns. */
export const DELIVERIES_PAGE_MAX = 100;

/** The message for an unknown delivery id. */
export const DELIVERY_NOT_FOUND = "Delivery not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function page(
  db: Database,
  input: { where: SQL | undefined; first?: number | null; after?: string | null },
): Promise<DeliveryPage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > DELIVERIES_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${DELIVERIES_PAGE_MAX}`);
  }
  const cursor = input.after ? decodeCursor(input.after) : null;
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      event: outbox.event,
      status: outbox.status,
      payload: outbox.payload,
      createdAt: outbox.createdAt,
      deliveredAt: outbox.deliveredAt,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(
      and(
        input.where,
        cursor
          ? or(
              lt(outbox.createdAt, cursor.createdAt),
              and(eq(outbox.createdAt, cursor.createdAt), lt(outbox.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first);
  const attempts =
    nodes.length === 0
      ? []
      : await db
          .select()
          .from(outboxAttempts)
          .where(
            inArray(
              outboxAttempts.outboxId,
              nodes.map((n) => n.id),
            ),
          )
          .orderBy(asc(outboxAttempts.attemptedAt), asc(outboxAttempts.id));
  const last = nodes.at(-1);
  return {
    nodes: nodes.map((n) => ({
      ...n,
      nextAttemptAt: n.status === "pending" ? n.nextAttemptAt : null,
      attempts: attempts
        .filter((a) => a.outboxId === n.id)
        .map((a) => ({
          attemptedAt: a.attemptedAt,
          isOk: a.isOk,
          statusCode: a.statusCode,
          durationMs: a.durationMs,
          responseExcerpt: a.responseExcerpt,
          error: a.error,
        })),
    })),
    pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: rows.length > first },
  };
}

/** A webhook's deliveries, newest first, each with its attempts. */
export async function listWebhookDeliveries(
  db: Database,
  input: { webhookId: string; first?: number | null; after?: string | null },
): Promise<DeliveryPage> {
  await getWebhook(db, input.webhookId);
  return page(db, { ...input, where: eq(outbox.webhookId, input.webhookId) });
}

/** The mails about a form's submissions, newest first, each with its attempts. */
export async function listEmailDeliveries(
  db: Database,
  input: { formId: string; first?: number | null; after?: string | null },
): Promise<DeliveryPage> {
  await getForm(db, input.formId);
  return page(db, {
    ...input,
    where: and(eq(outbox.formId, input.formId), eq(outbox.kind, "email")),
  });
}

/**
 * Queues a delivery again now, with a fresh retry schedule and the same
 * `webhook-id` (receivers that already processed it can tell). Its earlier
 * attempts stay in the log. A delivery of a disabled webhook is refused.
 */
export async function redeliver(db: Database, id: string): Promise<DeliveryRecord> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", DELIVERY_NOT_FOUND);
  const [row] = await db
    .select({ webhookId: outbox.webhookId, enabled: webhooks.enabled, status: outbox.status })
    .from(outbox)
    .leftJoin(webhooks, eq(webhooks.id, outbox.webhookId))
    .where(eq(outbox.id, id));
  if (!row) throw new ServiceError("NOT_FOUND", DELIVERY_NOT_FOUND);
  if (row.webhookId && row.enabled === false) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "The webhook is disabled: enable it before redelivering",
    );
  }
  const queued = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    // Not while a worker holds it: that would let a second one attempt it at once.
    .where(
      and(
        eq(outbox.id, id),
        sql`(${outbox.lockedUntil} is null or ${outbox.lockedUntil} <= now())`,
      ),
    )
    .returning({ id: outbox.id });
  if (queued.length === 0) {
    throw new ServiceError(
      "CONFLICT",
      "The delivery is being attempted right now; try again in a moment",
    );
  }
  const result = await page(db, { where: eq(outbox.id, id), first: 1 });
  const record = result.nodes[0];
  if (!record) throw new ServiceError("NOT_FOUND", DELIVERY_NOT_FOUND);
  return record;
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ServiceError("BAD_USER_INPUT", "after is not a valid cursor");
  }
  return { createdAt, id };
}
