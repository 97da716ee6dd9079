import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, PoolStats } from "../db/database";

/** How a submission ended, as the `outcome` label says it. */
export type SubmissionOutcome = "accepted" | "refused";

/** The process's metrics, in the Prometheus format (prom-client). */
export interface Metrics {
  registry: Registry;
  /** One handled request: its route pattern, method, status and duration. */
  observeRequest: (
    labels: { method: string; route: string; status: number },
    seconds: number,
  ) => void;
  /** One submission (API or posted without scripts): accepted, or refused and why. */
  countSubmission: (outcome: SubmissionOutcome, reason: string) => void;
  /** One outbox delivery attempt and what came of it. */
  countDelivery: (kind: string, result: "delivered" | "retry" | "failed") => void;
}

/**
 * Makes the registry behind `/metrics`: request durations by route pattern,
 * submissions accepted and refused by reason, the database pool (PostgreSQL),
 * the outbox's depth and delivery results, and Node's own (event loop lag,
 * memory, CPU, garbage collection) from prom-client's defaults.
 */
export function createMetrics(options: { db: Database; poolStats?: () => PoolStats }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "formwright_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submissions = new Counter({
    name: "formwright_submissions_total",
    help: "Submissions received, by outcome (accepted, refused) and reason",
    labelNames: ["outcome", "reason"],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "formwright_outbox_deliveries_total",
    help: "Outbox delivery attempts (webhooks, mails), by kind and result",
    labelNames: ["kind", "result"],
    registers: [registry],
  });
  new Gauge({
    name: "formwright_outbox_pending",
    help: "Webhook deliveries and mails waiting in the outbox, by kind",
    labelNames: ["kind"],
    registers: [registry],
    async collect() {
      const result = (await options.db.execute(
        sql`select kind, count(*)::int as n from outbox where status = 'pending' group by kind`,
      )) as unknown as { rows: Array<{ kind: string; n: number }> };
      this.reset();
      for (const kind of ["webhook", "email"]) this.set({ kind }, 0);
      for (const row of result.rows) this.set({ kind: row.kind }, Number(row.n));
    },
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: "formwright_db_pool_connections",
      help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }
  return {
    registry,
    observeRequest: (labels, seconds) =>
      requests.observe({ ...labels, status: String(labels.status) }, seconds),
    countSubmission: (outcome, reason) => submissions.inc({ outcome, reason }),
    countDelivery: (kind, result) => deliveries.inc({ kind, result }),
  };
}
