/**
 * Issue 6 1f, issue 18 goal 1 and issue 29 §2: requests per second and p99
 * time to first byte of `/f/<slug>` (served from the page cache after its
 * first render), of the same page embedded (`?embed=1`), of a translated form
 * asked for in German by the browser's languages, of the page with a prefill
 * query string, and of the static home page of the same server.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { publishForm, root, startAppServer } from "./lib/app-server";
import { countCpu } from "./lib/process-cpu";
import { median, percentile } from "./lib/stats";

const CONNECTIONS = 50;

/** The demo form as a shared link: served from the page cache after its first render. */
export const CACHED_PAGE = "/f/demo";
/**
 * The same form with a prefill value: each request names another person
 * (`Ada1`, `Ada2`, …), as a mail campaign's links do.
 */
export const PREFILLED_PAGE = "/f/demo?fullName=Ada";
/** The same form as other sites show it, in the frame of the embed script. */
export const EMBEDDED_PAGE = "/f/demo?embed=1";
/** The demo form with a German translation, published by the bench. */
const TRANSLATED_SLUG = "demo-translated";
/** The translated form, asked for by a browser that prefers German. */
export const TRANSLATED_PAGE = `/f/${TRANSLATED_SLUG}`;
/** The request headers of the translated page's visitors. */
const TRANSLATED_HEADERS = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };

/** The pages measured, in the table's order; `/` is the reference. */
const PAGES: Array<{ path: string; headers?: Record<string, string>; perVisitor?: boolean }> = [
  { path: CACHED_PAGE },
  { path: EMBEDDED_PAGE },
  { path: TRANSLATED_PAGE, headers: TRANSLATED_HEADERS },
  { path: PREFILLED_PAGE, perVisitor: true },
  { path: "/" },
];

/** Numbers that make each request's prefill value its own. */
let visitor = 0;

/** The demo form with its title and first question in German. */
function translatedDemo(): unknown {
  const demo = JSON.parse(readFileSync(path.join(root, "forms/demo.json"), "utf8"));
  return {
    ...demo,
    slug: TRANSLATED_SLUG,
    language: "en",
    translations: {
      de: { title: "Demo-Formular", blocks: { fullName: { label: "Vollständiger Name" } } },
    },
  };
}

/** Page figures: throughput under load, and time to first byte alone. */
export interface PageFigures {
  path: string;
  /** Request headers the visitors sent (the translated page's languages). */
  headers?: Record<string, string>;
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
async function timeToFirstByte(
  url: string,
  count: number,
  headers: Record<string, string> = {},
  perVisitor = false,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const start = process.hrtime.bigint();
        request(perVisitor ? `${url}${++visitor}` : url, { headers }, (res) => {
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
  page: { path: string; headers?: Record<string, string>; perVisitor?: boolean },
  durationS: number,
  serverPid: number,
): Promise<PageFigures> {
  const { path, headers, perVisitor = false } = page;
  const cpu = countCpu(() => [serverPid]);
  const load = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    ...(perVisitor
      ? {
          requests: [
            {
              setupRequest: (req: { path?: string }) => ({
                ...req,
                path: `${path}${++visitor}`,
              }),
            },
          ],
        }
      : {}),
  });
  const cpuMs = cpu.stop();
  const ttfb = await timeToFirstByte(`${base}${path}`, 200, headers, perVisitor);
  return {
    path,
    headers,
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
    await publishForm(app.url, translatedDemo());
    const results: PageFigures[] = [];
    for (const page of PAGES) {
      const { path } = page;
      await measure(app.url, page, 2, app.pid); // warm-up
      const runs: PageFigures[] = [];
      for (let i = 0; i < options.runs; i++)
        runs.push(await measure(app.url, page, options.durationS, app.pid));
      results.push({
        path,
        headers: page.headers,
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
