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
import { adminGraphQL, publishForm, root, startAppServer } from "./lib/app-server";
import { tenFieldAnswers, tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, postgresServerUrl } from "./lib/postgres";
import { countCpu, postgresPids } from "./lib/process-cpu";
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
  /** Requests answered with a submission id (submit runs). */
  accepted?: number;
  /** Acknowledged with an id but not found stored afterwards (counted in `errors`); null when not checked. */
  notStored?: number | null;
  /** CPU time of the app server per accepted submission, ms (submit runs). */
  appCpuMs?: number;
  /** CPU time of PostgreSQL's processes per accepted submission, ms (submit runs on PostgreSQL). */
  postgresCpuMs?: number;
}

/**
 * Submissions per minute one client may make to one form, as shipped. Every
 * request names its own client address (below), as real intake comes from
 * many people, so the limiter counts each one (a counter row per client, in
 * the same statement as the insert) and refuses none; nothing is raised or
 * turned off for the benchmark.
 */
const SUBMIT_LIMIT_PER_MINUTE = "30";

/** Stored submissions of a form, through the admin API. */
async function storedCount(url: string, slug: string): Promise<number> {
  const data = await adminGraphQL<{ submissions: { totalCount: number } }>(
    url,
    `query($s: String!) { submissions(formSlug: $s, first: 1) { totalCount } }`,
    { s: slug },
  );
  return data.submissions.totalCount;
}

/**
 * A submit run checked against the database: every acknowledged submission
 * must be stored (requests still in flight when the run stops may be stored
 * without being counted, so only a shortfall is an error).
 */
async function checkedSubmitRun(url: string, slug: string, durationS: number) {
  const before = await storedCount(url, slug);
  const figures = await loadSubmit(url, slug, durationS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stored = (await storedCount(url, slug)) - before;
  const notStored = Math.max(0, (figures.accepted ?? 0) - stored);
  return { ...figures, errors: figures.errors + notStored, notStored };
}

let keyCounter = 0;

/** Posts submissions for `durationS` seconds; counts only stored ones as accepted. */
export async function loadSubmit(
  url: string,
  slug: string,
  durationS: number,
  /** Told of each accepted submission as its answer arrives. */
  onAccepted?: () => void,
  connections = CONNECTIONS,
): Promise<LoadFigures> {
  let accepted = 0;
  let rejected = 0;
  const run = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const result = await autocannon({
    url: `${url}/api/graphql`,
    connections,
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
          if (status === 200 && body.includes('"submissionId":"')) {
            accepted++;
            onAccepted?.();
          } else rejected++;
        },
      },
    ],
  });
  return {
    perSecond: accepted / result.duration,
    accepted,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: rejected + result.errors + result.timeouts,
    requests: accepted + rejected,
  };
}

/**
 * A trivial query against the same Yoga: the ceiling for any operation. Each
 * request names its own client address, as the submissions do: from one
 * address the anonymous read limit refused all but the first few hundred a
 * minute, and the reference measured refusals.
 */
export async function loadTrivial(url: string, durationS: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}/api/graphql`,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: "POST",
        path: "/api/graphql",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "x-forwarded-for": `10.${(keyCounter >> 16) & 255}.${(keyCounter >> 8) & 255}.${keyCounter++ & 255}`,
          },
        }),
      },
    ],
  });
  return {
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result["2xx"] + result.non2xx,
  };
}

export async function startBareServer(port: number, target: string) {
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
    pid: child.pid ?? 0,
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
    notStored: runs.some((r) => r.notStored == null)
      ? null
      : runs.reduce((sum, r) => sum + (r.notStored ?? 0), 0),
    ...medianOf(runs, "appCpuMs"),
    ...medianOf(runs, "postgresCpuMs"),
  };
}

function medianOf(runs: LoadFigures[], key: "appCpuMs" | "postgresCpuMs"): Partial<LoadFigures> {
  const values = runs.flatMap((r) => (r[key] === undefined ? [] : [r[key]]));
  return values.length > 0 ? { [key]: median(values) } : {};
}

/** Intake figures for one database. */
export interface IntakeResult {
  database: "pglite" | "postgres";
  submit: LoadFigures;
  trivialQuery: LoadFigures;
  bareInsert: LoadFigures;
  /** Accepted submissions per second of each run, ours and the bare insert's (the spread). */
  perRun?: { submit: number[]; bareInsert: number[] };
}

/** Runs the intake benchmark on PGlite and PostgreSQL. */
export async function benchIntake(options: {
  runs: number;
  durationS: number;
  databases?: ReadonlyArray<"pglite" | "postgres">;
}): Promise<IntakeResult[]> {
  const pgServer = postgresServerUrl();
  const results: IntakeResult[] = [];
  for (const database of options.databases ?? (["pglite", "postgres"] as const)) {
    const databaseUrl = database === "postgres" ? await createScratchDatabase(pgServer) : undefined;
    // The server trusts X-Forwarded-For (as behind a proxy), so each request's
    // own address there is its client address (a header only).
    const app = await startAppServer({
      port: 3901,
      databaseUrl,
      env: {
        FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: SUBMIT_LIMIT_PER_MINUTE,
        FORMWRIGHT_TRUST_PROXY: "1",
      },
    });
    const slug = `intake-${database}`;
    await publishForm(app.url, tenFieldForm(slug));
    await loadSubmit(app.url, slug, 3); // warm-up: JIT, caches, pool
    const submitRuns: LoadFigures[] = [];
    const trivialRuns: LoadFigures[] = [];
    for (let i = 0; i < options.runs; i++) {
      const appCpu = countCpu(() => [app.pid]);
      const postgresCpu = databaseUrl ? countCpu(postgresPids) : null;
      const run = await checkedSubmitRun(app.url, slug, options.durationS);
      const accepted = Math.max(1, run.accepted ?? 0);
      if (process.env.BENCH_VERBOSE)
        console.error(
          `${database} submit run ${i + 1}: ${run.perSecond.toFixed(0)}/s p99 ${run.p99}`,
        );
      submitRuns.push({
        ...run,
        appCpuMs: appCpu.stop() / accepted,
        ...(postgresCpu ? { postgresCpuMs: postgresCpu.stop() / accepted } : {}),
      });
      trivialRuns.push(await loadTrivial(app.url, options.durationS));
    }
    await app.stop();

    const bareTarget =
      databaseUrl ?? path.join(mkdtempSync(path.join(os.tmpdir(), "fw-bare-")), "pglite");
    const bare = await startBareServer(3902, bareTarget);
    await loadSubmit(bare.url, slug, 3);
    const bareRuns: LoadFigures[] = [];
    for (let i = 0; i < options.runs; i++) {
      const bareCpu = countCpu(() => [bare.pid]);
      const postgresCpu = databaseUrl ? countCpu(postgresPids) : null;
      const run = await loadSubmit(bare.url, slug, options.durationS);
      const accepted = Math.max(1, run.accepted ?? 0);
      if (process.env.BENCH_VERBOSE)
        console.error(
          `${database} bare run ${i + 1}: ${run.perSecond.toFixed(0)}/s p99 ${run.p99}`,
        );
      bareRuns.push({
        ...run,
        appCpuMs: bareCpu.stop() / accepted,
        ...(postgresCpu ? { postgresCpuMs: postgresCpu.stop() / accepted } : {}),
      });
    }
    await bare.stop();

    results.push({
      database,
      submit: medianFigures(submitRuns),
      trivialQuery: medianFigures(trivialRuns),
      bareInsert: medianFigures(bareRuns),
      perRun: {
        submit: submitRuns.map((r) => Math.round(r.perSecond)),
        bareInsert: bareRuns.map((r) => Math.round(r.perSecond)),
      },
    });
  }
  return results;
}
