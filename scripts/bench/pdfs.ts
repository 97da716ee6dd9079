/**
 * Issue 35 §1: "Download all as PDFs" (`GET /api/forms/<id>/submissions.pdf.zip`)
 * of 1,000 submissions through the real server: seconds, PDFs per second,
 * the zip's size, and the server's resident memory before and at its peak in
 * the first and the second half of the download (memory must not grow with
 * the count), beside the same download of a tenth of the submissions.
 *
 * `BENCH_PDF_ROWS=2000 npm run bench -- --only pdfs` measures another count.
 * The submissions are seeded with one `insert ... select from generate_series`
 * into a scratch PostgreSQL database, dropped at the end.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { BENCH_ADMIN_TOKEN, publishForm, startAppServer } from "./lib/app-server";
import { tenFieldAnswers, tenFieldForm } from "./lib/bench-form";
import { createScratchDatabase, dropScratchDatabase, postgresServerUrl } from "./lib/postgres";
import { median } from "./lib/stats";

/** One download measured. */
export interface PdfZipFigures {
  submissions: number;
  seconds: number;
  pdfsPerSecond: number;
  bytes: number;
  /** Resident memory of the server just before the download, in MiB. */
  baselineRssMiB: number;
  /** Highest resident memory over the first and the second half of the download's time, in MiB. */
  firstHalfPeakRssMiB: number;
  secondHalfPeakRssMiB: number;
  peakRssMiB: number;
}

/** The section's results. */
export interface PdfsResult {
  database: "postgres";
  downloads: PdfZipFigures[];
  /** The machine's load average (1 minute) when the measuring started and ended. */
  loadAverage: { before: number; after: number };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function loadAverage(): number {
  return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
}

async function seed(databaseUrl: string, formId: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into submissions (id, form_id, version, data, idempotency_key, created_at, language)
     select gen_random_uuid(), $1, 1, $2::jsonb, 'seed-' || g,
            now() - make_interval(secs => ($3 - g) / 1000.0), 'en'
     from generate_series(1, $3) g`,
    [formId, JSON.stringify(tenFieldAnswers), rows],
  );
  await client.query("analyze submissions");
  await client.end();
}

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Counts the zip's entries (their local file headers, `PK\x03\x04`) as they
 * stream by; `carry` keeps the last three bytes of the chunk before.
 */
function countEntries(chunk: Uint8Array, carry: { bytes: Buffer }): number {
  const bytes = Buffer.concat([carry.bytes, chunk]);
  let count = 0;
  for (
    let i = bytes.indexOf(LOCAL_FILE_HEADER);
    i !== -1;
    i = bytes.indexOf(LOCAL_FILE_HEADER, i + 1)
  ) {
    count++;
  }
  carry.bytes = bytes.subarray(Math.max(0, bytes.length - 3));
  return count;
}

async function downloadOnce(url: string, formId: string, pid: number): Promise<PdfZipFigures> {
  const baselineRssMiB = rssMiB(pid);
  const samples: Array<{ at: number; rss: number }> = [];
  const started = performance.now();
  const sampler = setInterval(
    () => samples.push({ at: performance.now() - started, rss: rssMiB(pid) }),
    25,
  );
  const response = await fetch(`${url}/api/forms/${formId}/submissions.pdf.zip`, {
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
  });
  if (!response.ok || !response.body) throw new Error(`zip answered ${response.status}`);
  let bytes = 0;
  let entries = 0;
  const carry = { bytes: Buffer.alloc(0) };
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    entries += countEntries(chunk, carry);
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  samples.push({ at: elapsed, rss: rssMiB(pid) });
  const peak = (list: typeof samples) => Math.max(0, ...list.map((s) => s.rss));
  const firstHalf = peak(samples.filter((s) => s.at <= elapsed / 2));
  const secondHalf = peak(samples.filter((s) => s.at > elapsed / 2));
  return {
    submissions: entries,
    seconds: elapsed / 1000,
    pdfsPerSecond: entries / (elapsed / 1000),
    bytes,
    baselineRssMiB,
    firstHalfPeakRssMiB: firstHalf,
    secondHalfPeakRssMiB: secondHalf,
    peakRssMiB: Math.max(firstHalf, secondHalf),
  };
}

/** Runs the zip-of-PDFs benchmark on PostgreSQL at a tenth of the submissions and at all of them. */
export async function benchPdfs(options: { runs: number; rows?: number }): Promise<PdfsResult> {
  const total = options.rows ?? Number(process.env.BENCH_PDF_ROWS ?? 1_000);
  const before = loadAverage();
  const serverUrl = postgresServerUrl();
  const databaseUrl = await createScratchDatabase(serverUrl);
  try {
    const app = await startAppServer({ port: 3905, databaseUrl });
    try {
      const small = await publishForm(app.url, tenFieldForm("pdfs-small"));
      const large = await publishForm(app.url, tenFieldForm("pdfs-large"));
      await seed(databaseUrl, small, Math.round(total / 10));
      await seed(databaseUrl, large, total);
      const downloads: PdfZipFigures[] = [];
      for (const formId of [small, large]) {
        await downloadOnce(app.url, formId, app.pid); // warm-up
        const runs: PdfZipFigures[] = [];
        for (let i = 0; i < options.runs; i++)
          runs.push(await downloadOnce(app.url, formId, app.pid));
        const pick = (f: (r: PdfZipFigures) => number) => median(runs.map(f));
        downloads.push({
          submissions: runs[0]?.submissions ?? 0,
          seconds: pick((r) => r.seconds),
          pdfsPerSecond: pick((r) => r.pdfsPerSecond),
          bytes: runs[0]?.bytes ?? 0,
          baselineRssMiB: pick((r) => r.baselineRssMiB),
          firstHalfPeakRssMiB: Math.max(...runs.map((r) => r.firstHalfPeakRssMiB)),
          secondHalfPeakRssMiB: Math.max(...runs.map((r) => r.secondHalfPeakRssMiB)),
          peakRssMiB: Math.max(...runs.map((r) => r.peakRssMiB)),
        });
      }
      return { database: "postgres", downloads, loadAverage: { before, after: loadAverage() } };
    } finally {
      await app.stop();
    }
  } finally {
    await dropScratchDatabase(serverUrl, databaseUrl);
  }
}
