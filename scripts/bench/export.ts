/**
 * Issue 6 1e: CSV export of 1,000,000 submissions through the real server:
 * rows per second and the server's peak memory, at 100,000 and at 1,000,000
 * rows (memory must not grow with the row count), beside PostgreSQL's own
 * `COPY ... TO STDOUT` of the same rows as the reference.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { BENCH_ADMIN_TOKEN, publishForm, startAppServer } from "./lib/app-server";
import { tenFieldAnswers, tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, postgresServerUrl } from "./lib/postgres";
import { median } from "./lib/stats";

/** One export measured. */
export interface ExportFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  /** Highest resident memory of the server while exporting, in MiB. */
  peakRssMiB: number;
  /** Resident memory just before the export, in MiB. */
  baselineRssMiB: number;
}

/** The export section's results. */
export interface ExportResult {
  database: "postgres";
  exports: ExportFigures[];
  copyReference: { rows: number; seconds: number; rowsPerSecond: number };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function seed(databaseUrl: string, formId: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into submissions (id, form_id, version, data, idempotency_key, created_at)
     select gen_random_uuid(), $1, 1, $2::jsonb, 'seed-' || g,
            now() - make_interval(secs => ($3 - g) / 1000.0)
     from generate_series(1, $3) g`,
    [formId, JSON.stringify(tenFieldAnswers), rows],
  );
  await client.query("analyze submissions");
  await client.end();
}

async function exportOnce(url: string, formId: string, pid: number): Promise<ExportFigures> {
  const baselineRssMiB = rssMiB(pid);
  let peak = baselineRssMiB;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${url}/api/forms/${formId}/submissions.csv`, {
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  const rows = lines - 1; // the header line
  return { rows, seconds, rowsPerSecond: rows / seconds, bytes, peakRssMiB: peak, baselineRssMiB };
}

/** PostgreSQL's own CSV dump of the same rows, through psql, to /dev/null. */
async function copyReference(databaseUrl: string, formId: string) {
  const sql = `\\copy (select id, created_at, version, data from submissions where form_id = '${formId}' order by created_at, id) to '/dev/null' with csv header`;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn("psql", [databaseUrl, "-q", "-c", sql], { stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`psql exited ${code}`)),
    );
  });
  return (performance.now() - started) / 1000;
}

/** Runs the export benchmark on PostgreSQL at 100,000 and 1,000,000 rows. */
export async function benchExport(options: { runs: number; rows?: number }): Promise<ExportResult> {
  const total = options.rows ?? 1_000_000;
  const databaseUrl = await createScratchDatabase(postgresServerUrl());
  const app = await startAppServer({ port: 3904, databaseUrl });
  try {
    const small = await publishForm(app.url, tenFieldForm("export-small"));
    const large = await publishForm(app.url, tenFieldForm("export-large"));
    await seed(databaseUrl, small, Math.round(total / 10));
    await seed(databaseUrl, large, total);
    const exports: ExportFigures[] = [];
    for (const formId of [small, large]) {
      await exportOnce(app.url, formId, app.pid); // warm-up
      const runs: ExportFigures[] = [];
      for (let i = 0; i < options.runs; i++) runs.push(await exportOnce(app.url, formId, app.pid));
      const pick = (f: (r: ExportFigures) => number) => median(runs.map(f));
      exports.push({
        rows: runs[0]?.rows ?? 0,
        seconds: pick((r) => r.seconds),
        rowsPerSecond: pick((r) => r.rowsPerSecond),
        bytes: runs[0]?.bytes ?? 0,
        peakRssMiB: Math.max(...runs.map((r) => r.peakRssMiB)),
        baselineRssMiB: pick((r) => r.baselineRssMiB),
      });
    }
    const copyRuns: number[] = [];
    for (let i = 0; i < Math.max(2, options.runs); i++)
      copyRuns.push(await copyReference(databaseUrl, large));
    const copySeconds = median(copyRuns);
    return {
      database: "postgres",
      exports,
      copyReference: { rows: total, seconds: copySeconds, rowsPerSecond: total / copySeconds },
    };
  } finally {
    await app.stop();
  }
}
