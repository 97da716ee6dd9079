/**
 * Issue 6 1f and issue 18 goal 1: requests per second and p99 time to first
 * byte of `/f/<slug>` (served from the page cache after its first render),
 * of the same page with a prefill query string (rendered per request), and
 * of the static home page of the same server.
 */
import { request } from "node:http";
import autocannon from "autocannon";
import { startAppServer } from "./lib/app-server";
import { countCpu } from "./lib/process-cpu";
import { median, percentile } from "./lib/stats";

const CONNECTIONS = 50;

/** The demo form as a shared link: served from the page cache after its first render. */
export const CACHED_PAGE = "/f/demo";
/** The same form with a prefill value: rendered per request. */
export const PREFILLED_PAGE = "/f/demo?fullName=Ada";

/** Page figures: throughput under load, and time to first byte alone. */
export interface PageFigures {
  path: string;
  perSecond: number;
  p99LatencyUnderLoad: number;
  ttfbP50: number;
  ttfbP99: number;
  errors: number;
  /** CPU time the server process used per answered request under load, ms. */
  cpuMsPerRequest: number;
  /** For the cached page: two answers had different nonces, fill tokens and keys, each nonce the one its policy names. */
  freshValues?: boolean;
}

/** The per-visitor values of a form page, and the nonce its policy names. */
async function pageValues(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
  return {
    cache: response.headers.get("x-formwright-page-cache"),
    policyNonce: /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
    nonce: /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1],
    fillToken: hidden("fw:fill-token"),
    key: hidden("fw:key"),
  };
}

/** Whether two answers of a kept page carry fresh, consistent per-visitor values. */
async function checkFreshValues(url: string): Promise<boolean> {
  const [a, b] = [await pageValues(url), await pageValues(url)];
  return (
    b.cache === "hit" &&
    [a, b].every((v) => v.nonce && v.nonce === v.policyNonce && v.fillToken && v.key) &&
    a.nonce !== b.nonce &&
    a.fillToken !== b.fillToken &&
    a.key !== b.key
  );
}

/** Times to first byte of sequential requests, in ms. */
async function timeToFirstByte(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const start = process.hrtime.bigint();
        request(url, (res) => {
          res.once("data", () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
          res.resume();
        })
          .on("error", reject)
          .end();
      }),
    );
  }
  return times;
}

async function measure(
  base: string,
  path: string,
  durationS: number,
  serverPid: number,
): Promise<PageFigures> {
  const cpu = countCpu(() => [serverPid]);
  const load = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: durationS,
  });
  const cpuMs = cpu.stop();
  const ttfb = await timeToFirstByte(`${base}${path}`, 200);
  return {
    path,
    perSecond: load["2xx"] / load.duration,
    p99LatencyUnderLoad: load.latency.p99,
    ttfbP50: percentile(ttfb, 50),
    ttfbP99: percentile(ttfb, 99),
    errors: load.errors + load.non2xx + load.timeouts,
    cpuMsPerRequest: cpuMs / Math.max(1, load["2xx"]),
  };
}

/** Runs the page benchmark `runs` times and keeps the medians. */
export async function benchPages(options: {
  runs: number;
  durationS: number;
}): Promise<PageFigures[]> {
  const app = await startAppServer({ port: 3903 });
  try {
    const results: PageFigures[] = [];
    for (const path of [CACHED_PAGE, PREFILLED_PAGE, "/"]) {
      await measure(app.url, path, 2, app.pid); // warm-up
      const runs: PageFigures[] = [];
      for (let i = 0; i < options.runs; i++)
        runs.push(await measure(app.url, path, options.durationS, app.pid));
      results.push({
        path,
        perSecond: median(runs.map((r) => r.perSecond)),
        p99LatencyUnderLoad: median(runs.map((r) => r.p99LatencyUnderLoad)),
        ttfbP50: median(runs.map((r) => r.ttfbP50)),
        ttfbP99: median(runs.map((r) => r.ttfbP99)),
        errors: runs.reduce((s, r) => s + r.errors, 0),
        cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
        ...(path === CACHED_PAGE
          ? { freshValues: await checkFreshValues(`${app.url}${path}`) }
          : {}),
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}
