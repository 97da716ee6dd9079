import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { startWebhookPoster } from "../webhooks/webhook-poster";
import {
  type AttemptOutcome,
  attemptDelivery,
  type ClaimedDelivery,
  type DeliveryContext,
} from "./deliver";
import { mapLimited } from "./map-limited";
import { retryDelayMs } from "./retry-schedule";

/** Settings of an outbox worker; the defaults suit production. */
export interface OutboxWorkerOptions extends DeliveryContext {
  /** Rows claimed at once (one claim and one record statement per batch). */
  batchSize?: number;
  /** Attempts of a batch under way at once. */
  concurrency?: number;
  /** How long a claim keeps other workers off a row (longer than any attempt). */
  leaseMs?: number;
  /** Wait between looks at an empty outbox. */
  pollMs?: number;
  /** The retry schedule (tests shorten it). */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
  /** Told of each attempt's result (the metrics count them). */
  onAttempt?: (kind: string, result: "delivered" | "retry" | "failed") => void;
}

/**
 * Rows claimed per batch. Large, because what bounds the worker under a
 * submission load is its statements (on PGlite they wait their turn behind
 * the intake's): a batch that takes the whole backlog keeps up however long
 * each statement waits, where batches of 100 fell behind the intake.
 */
export const OUTBOX_BATCH_SIZE = 500;
/** Attempts under way at once (to all webhook receivers and the mail server together). */
export const OUTBOX_CONCURRENCY = 100;
/**
 * A claim's lease: longer than a whole batch can take (500 rows, 100 at a
 * time, each attempt ending within its 10 s webhook or 15 s SMTP timeouts).
 * Only a worker that dies makes anyone wait for it.
 */
export const OUTBOX_LEASE_MS = 300_000;
export const OUTBOX_POLL_MS = 500;
/** Wait after a batch that found work but did not fill: more is likely arriving (a submission load). */
export const OUTBOX_BUSY_POLL_MS = 20;

/**
 * How long the worker waits before its next look: none after a full batch
 * (a backlog), a moment after a partial one (deliveries are arriving, so
 * waiting the whole poll would let them pile up behind the intake), the
 * poll interval after an empty one.
 *
 * @example
 * nextLookInMs({ claimed: 3, batchSize: 100, pollMs: 500 }); // 20
 */
export function nextLookInMs(input: {
  claimed: number;
  batchSize: number;
  pollMs: number;
}): number {
  if (input.claimed >= input.batchSize) return 0;
  if (input.claimed > 0) return Math.min(OUTBOX_BUSY_POLL_MS, input.pollMs);
  return input.pollMs;
}

/** Why a webhook was switched off automatically. */
export const WEBHOOK_DISABLED_REASON =
  "Disabled automatically: its deliveries kept failing for about a day (every retry used up, nothing delivered since)";

type Row = Omit<ClaimedDelivery, "formId" | "webhookId" | "createdAt"> & {
  form_id: string | null;
  webhook_id: string | null;
  created_at: string;
};

/**
 * Claims due rows with `FOR UPDATE SKIP LOCKED`: workers on several instances
 * each take different rows, and a claimed row carries a lease
 * (`locked_until`) so nobody else attempts it meanwhile, even after this
 * statement's transaction ends. A worker that dies leaves the lease to expire
 * and the row is attempted again (at least once, never lost).
 */
export async function claimDeliveries(
  db: Database,
  input: { limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`with due as (
      select o.id from outbox o
      where o.status = 'pending' and o.next_attempt_at <= now()
        and (o.locked_until is null or o.locked_until <= now())
        and (o.webhook_id is null or exists (select 1 from webhooks w where w.id = o.webhook_id and w.enabled))
      order by o.next_attempt_at
      limit ${input.limit}
      for update of o skip locked
    )
    update outbox o set locked_until = now() + ${input.leaseMs}::double precision * interval '1 millisecond', attempts = o.attempts + 1
    from due where o.id = due.id
    returning o.id, o.kind, o.webhook_id, o.form_id, o.event, o.payload, o.attempts,
      to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      (select w.url from webhooks w where w.id = o.webhook_id) as url,
      (select w.secret from webhooks w where w.id = o.webhook_id) as secret,
      (select w.format from webhooks w where w.id = o.webhook_id) as format`)) as unknown as {
    rows: Row[];
  };
  return result.rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    formId: r.form_id,
    webhookId: r.webhook_id,
    event: r.event,
    payload: typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload,
    attempts: Number(r.attempts),
    createdAt: r.created_at,
    url: r.url,
    secret: r.secret,
    format: r.format,
  }));
}

/**
 * Logs a batch of attempts and moves each row on, in one statement: delivered;
 * or back to pending after the next wait of the schedule; or failed when the
 * schedule is used up. A webhook whose delivery fails for good with nothing
 * delivered to it since that delivery was queued (about a day of failures)
 * is disabled. One statement per batch, not per delivery: on PGlite every
 * statement waits its turn with the intake, so the worker's share of them
 * decides whether it keeps up.
 */
export async function recordAttempts(
  db: Database,
  input: {
    attempts: ReadonlyArray<{ delivery: ClaimedDelivery; outcome: AttemptOutcome }>;
    retryDelaysMs?: readonly number[];
  },
): Promise<Array<"delivered" | "retry" | "failed">> {
  const rows = input.attempts.map(({ delivery, outcome }) => {
    const delay = outcome.isOk
      ? null
      : retryDelayMs({ attempts: delivery.attempts, delays: input.retryDelaysMs });
    const status = outcome.isOk ? "delivered" : delay === null ? "failed" : "pending";
    return {
      id: delivery.id,
      is_ok: outcome.isOk,
      status_code: outcome.statusCode,
      duration_ms: outcome.durationMs,
      response_excerpt: outcome.responseExcerpt,
      error: outcome.error,
      status,
      delay_ms: delay ?? 0,
    };
  });
  if (rows.length === 0) return [];
  await db.execute(sql`with data as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id uuid, is_ok boolean, status_code integer, duration_ms integer,
        response_excerpt text, error text, status text, delay_ms double precision)
    ),
    attempt as (
      insert into outbox_attempts (outbox_id, is_ok, status_code, duration_ms, response_excerpt, error)
      select id, is_ok, status_code, duration_ms, response_excerpt, error from data
    )
    update outbox o set status = data.status, locked_until = null, last_error = data.error,
      delivered_at = case when data.is_ok then now() else o.delivered_at end,
      next_attempt_at = now() + data.delay_ms * interval '1 millisecond',
      -- A delivered or abandoned account mail no longer needs its link's token.
      payload = case when data.status <> 'pending' and o.payload ->> 'template' = 'account-link'
        then o.payload - 'path' else o.payload end
    from data where o.id = data.id`);
  for (const [i, { delivery }] of input.attempts.entries()) {
    if (rows[i]!.status === "failed" && delivery.webhookId) {
      await db.execute(sql`update webhooks set enabled = false, disabled_reason = ${WEBHOOK_DISABLED_REASON}, updated_at = now()
        where id = ${delivery.webhookId}::uuid and enabled and not exists (
          select 1 from outbox o where o.webhook_id = ${delivery.webhookId}::uuid and o.status = 'delivered'
            and o.delivered_at >= ${delivery.createdAt}::timestamptz
        )`);
    }
  }
  return rows.map((r) =>
    r.status === "delivered" ? "delivered" : r.status === "failed" ? "failed" : "retry",
  );
}

/** Logs one attempt and moves its row on (see {@link recordAttempts}). */
export async function recordAttempt(
  db: Database,
  input: {
    delivery: ClaimedDelivery;
    outcome: AttemptOutcome;
    retryDelaysMs?: readonly number[];
  },
): Promise<"delivered" | "retry" | "failed"> {
  const [result] = await recordAttempts(db, {
    attempts: [{ delivery: input.delivery, outcome: input.outcome }],
    retryDelaysMs: input.retryDelaysMs,
  });
  return result!;
}

/** Claims one batch and attempts its rows, `concurrency` at a time; answers how many were claimed. */
export async function runOutboxOnce(options: OutboxWorkerOptions): Promise<number> {
  const claimed = await claimDeliveries(options.db, {
    limit: options.batchSize ?? OUTBOX_BATCH_SIZE,
    leaseMs: options.leaseMs ?? OUTBOX_LEASE_MS,
  });
  const attempts = await mapLimited(
    claimed,
    options.concurrency ?? OUTBOX_CONCURRENCY,
    async (delivery) => ({ delivery, outcome: await attemptDelivery(options, delivery) }),
  );
  const results = await recordAttempts(options.db, {
    attempts,
    retryDelaysMs: options.retryDelaysMs,
  });
  for (const [i, result] of results.entries()) {
    options.onAttempt?.(attempts[i]!.delivery.kind, result);
  }
  return claimed.length;
}

/** A running worker. */
export interface OutboxWorker {
  /** Looks at the outbox now instead of at the next poll. */
  wake: () => void;
  /** Stops claiming, lets attempts under way finish, and resolves. */
  stop: () => Promise<void>;
}

/**
 * Starts delivering the outbox in the background: claims a batch, attempts
 * it, and looks again at once while batches come full, after a moment while
 * they bring anything, else after `pollMs` (see {@link nextLookInMs}).
 * An error (the database going away) is logged and the loop goes on.
 */
export function startOutboxWorker(workerOptions: OutboxWorkerOptions): OutboxWorker {
  // Webhook POSTs go out from a thread of their own (see webhook-poster.ts).
  const poster = workerOptions.postWebhook ? null : startWebhookPoster();
  const options = poster ? { ...workerOptions, postWebhook: poster.post } : workerOptions;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOutboxOnce(options);
      } catch (error) {
        options.log?.(`outbox: ${error instanceof Error ? error.message : String(error)}`);
      }
      const wait = nextLookInMs({ claimed, batchSize, pollMs });
      if (!stopped && wait > 0) await sleep(wait);
    }
  })();
  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await loop;
      await poster?.close();
    },
  };
}
