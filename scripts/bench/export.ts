/**
 * Issue 6 1e: CSV export of 1,000,000 submissions through the real server:
 * rows per second and the server's peak memory, at 100,000 and at 1,000,000
 * rows (memory must not grow with the row count), beside PostgreSQL's own
 * `COPY ... TO STDOUT` of the same rows as the reference.
 *
 * `BENCH_EXPORT_ROWS=200000 npm run bench -- --only export` measures fewer
 * rows (the small export is always a tenth). Seeding is one
 * `insert ... select from generate_series` (about 30 s for 1,100,000 rows),
 * and the scratch database is dropped at the end.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { BENCH_ADMIN_TOKEN, publishForm, startAppServer } from "./lib/app-server";
import { tenFieldAnswers, tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, dropScratchDatabase, postgresServerUrl } from "./lib/postgres";
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
  /**
   * Highest resident memory while the first half of the rows arrived, and
   * while the second half did, in MiB: memory that grew with the row count
   * would be higher in the second half.
   */
  firstHalfPeakRssMiB: number;
  secondHalfPeakRssMiB: number;
}

/** The export section's results. */
export interface ExportResult {
  database: "postgres";
  exports: ExportFigures[];
  copyReference: { rows: number; seconds: number; rowsPerSecond: number };
  /** Seconds to seed every row (both forms). */
  seedSeconds?: number;
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

async function exportOnce(
  url: string,
  formId: string,
  pid: number,
  expectedRows: number,
): Promise<ExportFigures> {
  const baselineRssMiB = rssMiB(pid);
  let lines = 0;
  let firstHalfPeak = baselineRssMiB;
  let secondHalfPeak = 0;
  const sample = () => {
    const rss = rssMiB(pid);
    if (lines <= expectedRows / 2) firstHalfPeak = Math.max(firstHalfPeak, rss);
    else secondHalfPeak = Math.max(secondHalfPeak, rss);
  };
  const sampler = setInterval(sample, 25);
  const started = performance.now();
  const response = await fetch(`${url}/api/forms/${formId}/submissions.csv`, {
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const rows = lines - 1; // the header line
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    bytes,
    peakRssMiB: Math.max(firstHalfPeak, secondHalfPeak),
    baselineRssMiB,
    firstHalfPeakRssMiB: firstHalfPeak,
    secondHalfPeakRssMiB: secondHalfPeak,
  };
}

/**
 * PostgreSQL's own CSV dump of the same rows, through psql, to /dev/null, in
 * the export's order (the index read backwards, as the export reads it).
 */
async function copyReference(databaseUrl: string, formId: string) {
  const sql = `\\copy (select id, created_at, version, data from submissions where form_id = '${formId}' order by created_at asc nulls first, id asc nulls first) to '/dev/null' with csv header`;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn("psql", [databaseUrl, "-q", "-c", sql], { stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`psql exited ${code}`)),
    );
  });
  return (performance.now() - started) / 1000;
}

/** Runs the export benchmark on PostgreSQL at a tenth of the rows and at all of them. */
export async function benchExport(options: { runs: number; rows?: number }): Promise<ExportResult> {
  const total = options.rows ?? Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
  const serverUrl = postgresServerUrl();
  const databaseUrl = await createScratchDatabase(serverUrl);
  try {
    const app = await startAppServer({ port: 3904, databaseUrl });
    try {
      const small = await publishForm(app.url, tenFieldForm("export-small"));
      const large = await publishForm(app.url, tenFieldForm("export-large"));
      const seedStarted = performance.now();
      await seed(databaseUrl, small, Math.round(total / 10));
      await seed(databaseUrl, large, total);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const exports: ExportFigures[] = [];
      for (const [formId, rows] of [
        [small, Math.round(total / 10)],
        [large, total],
      ] as const) {
        await exportOnce(app.url, formId, app.pid, rows); // warm-up
        const runs: ExportFigures[] = [];
        for (let i = 0; i < options.runs; i++) {
          runs.push(await exportOnce(app.url, formId, app.pid, rows));
        }
        const pick = (f: (r: ExportFigures) => number) => median(runs.map(f));
        exports.push({
          rows: runs[0]?.rows ?? 0,
          seconds: pick((r) => r.seconds),
          rowsPerSecond: pick((r) => r.rowsPerSecond),
          bytes: runs[0]?.bytes ?? 0,
          peakRssMiB: Math.max(...runs.map((r) => r.peakRssMiB)),
          baselineRssMiB: pick((r) => r.baselineRssMiB),
          firstHalfPeakRssMiB: Math.max(...runs.map((r) => r.firstHalfPeakRssMiB)),
          secondHalfPeakRssMiB: Math.max(...runs.map((r) => r.secondHalfPeakRssMiB)),
        });
      }
      const copyRuns: number[] = [];
      for (let i = 0; i < Math.max(2, options.runs); i++) {
        copyRuns.push(await copyReference(databaseUrl, large));
      }
      const copySeconds = median(copyRuns);
      return {
        database: "postgres",
        exports,
        copyReference: { rows: total, seconds: copySeconds, rowsPerSecond: total / copySeconds },
        seedSeconds,
      };
    } finally {
      await app.stop();
    }
  } finally {
    await dropScratchDatabase(serverUrl, databaseUrl);
  }
}
