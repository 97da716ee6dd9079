/**
 * Issue 15: does the outbox drain at least as fast as intake fills it? One
 * server (a worker inside, as shipped) takes `submitForm` under 50 concurrent
 * clients for a form with one webhook to a local receiver (node:http on
 * loopback, answering 200 at once); the receiver counts deliveries. Figures:
 * accepted submissions/s during the load, deliveries/s during the load,
 * deliveries/s from the start until the last accepted submission was delivered,
 * and the backlog (accepted, not yet delivered) in seconds of intake: at the
 * load's end and at its largest. A worker that keeps pace trails by about one
 * claim-post-record cycle; one that falls behind trails by more each second.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadSubmit } from "./intake";
import { adminGraphQL, publishForm, startAppServer } from "./lib/app-server";
import { tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, postgresServerUrl } from "./lib/postgres";
import { median } from "./lib/stats";

/** One run's figures. */
export interface OutboxFigures {
  acceptedPerSecond: number;
  /** Deliveries received while the load ran, per second of load. */
  deliveredPerSecondDuringLoad: number;
  /** Every accepted submission's delivery, per second from the start of the load to the last one. */
  drainPerSecond: number;
  /** Seconds after the load stopped until the last delivery arrived. */
  backlogSeconds: number;
  /**
   * Submissions accepted but not yet delivered when the load stopped, in
   * seconds of intake (the backlog divided by accepted/s): how far the
   * deliveries trail the submissions.
   */
  lagAtEndSeconds: number;
  /** The largest backlog seen during the load (sampled every 100 ms), in seconds of intake. */
  maxLagSeconds: number;
  accepted: number;
  delivered: number;
}

/** Outbox figures for one database. */
export interface OutboxResult {
  database: "pglite" | "postgres";
  figures: OutboxFigures;
}

async function startReceiver() {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      count += 1;
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function oneRun(
  url: string,
  slug: string,
  durationS: number,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
): Promise<OutboxFigures> {
  const before = receiver.count();
  const started = Date.now();
  let acceptedSoFar = 0;
  let maxBacklog = 0;
  const sampler = setInterval(() => {
    maxBacklog = Math.max(maxBacklog, acceptedSoFar - (receiver.count() - before));
  }, 100);
  const load = await loadSubmit(url, slug, durationS, () => {
    acceptedSoFar += 1;
  });
  clearInterval(sampler);
  const loadEnded = Date.now();
  const duringLoad = receiver.count() - before;
  const backlogAtEnd = Math.max(0, acceptedSoFar - duringLoad);
  const accepted = load.accepted ?? 0;
  const deadline = Date.now() + 300_000;
  while (receiver.count() - before < accepted && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const drained = Date.now();
  const delivered = receiver.count() - before;
  return {
    acceptedPerSecond: load.perSecond,
    deliveredPerSecondDuringLoad: duringLoad / ((loadEnded - started) / 1000),
    drainPerSecond: delivered / ((drained - started) / 1000),
    backlogSeconds: (drained - loadEnded) / 1000,
    lagAtEndSeconds: backlogAtEnd / load.perSecond,
    maxLagSeconds: Math.max(maxBacklog, backlogAtEnd) / load.perSecond,
    accepted,
    delivered,
  };
}

/** Runs the outbox benchmark on PGlite and PostgreSQL. */
export async function benchOutbox(options: {
  runs: number;
  durationS: number;
  databases?: ReadonlyArray<"pglite" | "postgres">;
}): Promise<OutboxResult[]> {
  const results: OutboxResult[] = [];
  for (const database of options.databases ?? (["pglite", "postgres"] as const)) {
    const databaseUrl =
      database === "postgres" ? await createScratchDatabase(postgresServerUrl()) : undefined;
    const receiver = await startReceiver();
    const app = await startAppServer({
      port: 3903,
      databaseUrl,
      env: { FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE: "1" },
    });
    try {
      const slug = `outbox-${database}`;
      const formId = await publishForm(app.url, tenFieldForm(slug));
      await adminGraphQL(
        app.url,
        `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret } }`,
        {
          id: formId,
          url: receiver.url,
        },
      );
      const runs: OutboxFigures[] = [];
      for (let i = 0; i < options.runs; i++)
        runs.push(await oneRun(app.url, slug, options.durationS, receiver));
      results.push({
        database,
        figures: {
          acceptedPerSecond: median(runs.map((r) => r.acceptedPerSecond)),
          deliveredPerSecondDuringLoad: median(runs.map((r) => r.deliveredPerSecondDuringLoad)),
          drainPerSecond: median(runs.map((r) => r.drainPerSecond)),
          backlogSeconds: median(runs.map((r) => r.backlogSeconds)),
          lagAtEndSeconds: median(runs.map((r) => r.lagAtEndSeconds)),
          maxLagSeconds: median(runs.map((r) => r.maxLagSeconds)),
          accepted: runs.reduce((s, r) => s + r.accepted, 0),
          delivered: runs.reduce((s, r) => s + r.delivered, 0),
        },
      });
    } finally {
      await app.stop();
      await receiver.close();
    }
  }
  return results;
}
