/**
 * Issue 6 1a: submissions per second and latency of `submitForm` for a
 * 10-field form under 50 concurrent clients, on PGlite and PostgreSQL, beside
 * a trivial Yoga query and a bare node:http insert, all in the same run.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { publishForm, root, startAppServer } from "./lib/app-server";
import { tenFieldAnswers, tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, postgresServerUrl } from "./lib/postgres";
import { median } from "./lib/stats";

const CONNECTIONS = 50;
const SUBMIT = `mutation Submit($slug: String!, $data: JSON!, $idempotencyKey: String!) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $idempotencyKey) { submissionId fieldErrors { name message } }
}`;

/** One load run's figures. */
export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

let keyCounter = 0;

/** Posts submissions for `durationS` seconds; counts only stored ones as accepted. */
async function loadSubmit(url: string, slug: string, durationS: number): Promise<LoadFigures> {
  let accepted = 0;
  let rejected = 0;
  const run = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const result = await autocannon({
    url: `${url}/api/graphql`,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: "POST",
        path: "/api/graphql",
        headers: { "content-type": "application/json", accept: "application/json" },
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "x-forwarded-for": `10.${(keyCounter >> 16) & 255}.${(keyCounter >> 8) & 255}.${keyCounter & 255}`,
          },
          body: JSON.stringify({
            query: SUBMIT,
            variables: { slug, data: tenFieldAnswers, idempotencyKey: `${run}-${keyCounter++}` },
          }),
        }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"submissionId":"')) accepted++;
          else rejected++;
        },
      },
    ],
  });
  return {
    perSecond: accepted / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: rejected + result.errors + result.timeouts,
    requests: accepted + rejected,
  };
}

/** A trivial query against the same Yoga: the ceiling for any operation. */
async function loadTrivial(url: string, durationS: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}/api/graphql`,
    connections: CONNECTIONS,
    duration: durationS,
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: "{ __typename }" }),
  });
  return {
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result["2xx"] + result.non2xx,
  };
}

async function startBareServer(port: number, target: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "scripts/bench/bare-insert-server.ts"),
      String(port),
      target,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function medianFigures(runs: LoadFigures[]): LoadFigures {
  return {
    perSecond: median(runs.map((r) => r.perSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
  };
}

/** Intake figures for one database. */
export interface IntakeResult {
  database: "pglite" | "postgres";
  submit: LoadFigures;
  trivialQuery: LoadFigures;
  bareInsert: LoadFigures;
}

/** Runs the intake benchmark on PGlite and PostgreSQL. */
export async function benchIntake(options: {
  runs: number;
  durationS: number;
}): Promise<IntakeResult[]> {
  const pgServer = postgresServerUrl();
  const results: IntakeResult[] = [];
  for (const database of ["pglite", "postgres"] as const) {
    const databaseUrl = database === "postgres" ? await createScratchDatabase(pgServer) : undefined;
    const app = await startAppServer({ port: 3901, databaseUrl });
    const slug = `intake-${database}`;
    await publishForm(app.url, tenFieldForm(slug));
    await loadSubmit(app.url, slug, 3); // warm-up: JIT, caches, pool
    const submitRuns: LoadFigures[] = [];
    const trivialRuns: LoadFigures[] = [];
    for (let i = 0; i < options.runs; i++) {
      submitRuns.push(await loadSubmit(app.url, slug, options.durationS));
      trivialRuns.push(await loadTrivial(app.url, options.durationS));
    }
    await app.stop();

    const bareTarget =
      databaseUrl ?? path.join(mkdtempSync(path.join(os.tmpdir(), "fw-bare-")), "pglite");
    const bare = await startBareServer(3902, bareTarget);
    await loadSubmit(bare.url, slug, 3);
    const bareRuns: LoadFigures[] = [];
    for (let i = 0; i < options.runs; i++)
      bareRuns.push(await loadSubmit(bare.url, slug, options.durationS));
    await bare.stop();

    results.push({
      database,
      submit: medianFigures(submitRuns),
      trivialQuery: medianFigures(trivialRuns),
      bareInsert: medianFigures(bareRuns),
    });
  }
  return results;
}
