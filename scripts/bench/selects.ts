/**
 * Issue 6 1b: big selects in Chromium. Our Select (virtual menu list, indexed
 * filter, inside a react-hook-form FormProvider) beside plain react-select
 * with the same options, at 10,000 and 100,000 options: time from opening
 * the menu (ArrowDown) to its first paint, and keydown → next paint for each
 * character typed into the search and for PageDown in the open menu.
 */
import os from "node:os";
import type { Browser, Page } from "@playwright/test";
import { installProbe, launchChromium, timeKeys } from "./lib/browser";
import { buildFixtures, serveStatic } from "./lib/fixtures";
import { benchOptions, benchQueries } from "./lib/select-data";
import { median, percentile } from "./lib/stats";

/** Which select a row measures. */
export type SelectVariant = "formwright" | "formwright-creatable" | "plain";

/** One select at one size: medians over the runs of each run's figure. */
export interface SelectFigures {
  variant: SelectVariant;
  options: number;
  /** ArrowDown on the closed select → first paint of the open menu, ms. */
  openMs: number;
  keyP50: number;
  keyP95: number;
  /** Characters typed per run. */
  keystrokes: number;
  pageDownP50: number;
  pageDownP95: number;
  /** Options in the DOM with the menu open and nothing typed. */
  renderedOptions: number;
  runs: number;
  /** The machine's 1-minute load average when the row was done (other work skews timings). */
  loadAverage: number;
}

const SIZES = [10_000, 100_000];
const VARIANTS: SelectVariant[] = ["formwright", "formwright-creatable", "plain"];
const PAGE_DOWNS = 10;

function fixtureUrl(base: string, variant: SelectVariant, count: number): string {
  const kind = variant === "plain" ? "plain" : "formwright";
  const creatable = variant === "formwright-creatable" ? "&creatable=1" : "";
  return `${base}/select.html?kind=${kind}&n=${count}${creatable}`;
}

interface RunFigures {
  opens: number[];
  keys: number[];
  pageDowns: number[];
  renderedOptions: number;
}

/** One run: a fresh page; open, page down, then type each query (Escape and reopen between). */
async function measureRun(page: Page, url: string, queries: string[]): Promise<RunFigures> {
  await page.goto(url);
  await page.waitForSelector("html[data-ready]");
  const input = page.locator("#field-place");
  await input.focus();
  const opens = await timeKeys(page, ["ArrowDown"]);
  await page.getByRole("listbox").waitFor();
  const renderedOptions = await page.getByRole("option").count();
  const pageDowns = await timeKeys(page, Array(PAGE_DOWNS).fill("PageDown"));
  const keys: number[] = [];
  for (const query of queries) {
    keys.push(...(await timeKeys(page, [...query])));
    await timeKeys(page, ["Escape"]);
    opens.push(...(await timeKeys(page, ["ArrowDown"])));
  }
  return { opens, keys, pageDowns, renderedOptions };
}

async function measureSelect(
  browser: Browser,
  options: { base: string; variant: SelectVariant; count: number; runs: number },
): Promise<SelectFigures> {
  const queries = benchQueries(benchOptions(options.count));
  // Plain react-select takes seconds per keystroke at 100,000 options: fewer queries there.
  const typed =
    options.variant === "plain" && options.count > 10_000 ? queries.slice(0, 1) : queries;
  const runs: RunFigures[] = [];
  for (let run = 0; run <= options.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await installProbe(page, "#field-place");
    const figures = await measureRun(
      page,
      fixtureUrl(options.base, options.variant, options.count),
      typed,
    );
    await context.close();
    if (run > 0) runs.push(figures); // run 0 warms the browser's caches up
  }
  return {
    variant: options.variant,
    options: options.count,
    openMs: median(runs.map((r) => median(r.opens))),
    keyP50: median(runs.map((r) => percentile(r.keys, 50))),
    keyP95: median(runs.map((r) => percentile(r.keys, 95))),
    keystrokes: runs[0]?.keys.length ?? 0,
    pageDownP50: median(runs.map((r) => percentile(r.pageDowns, 50))),
    pageDownP95: median(runs.map((r) => percentile(r.pageDowns, 95))),
    renderedOptions: median(runs.map((r) => r.renderedOptions)),
    runs: runs.length,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** Runs the big-select benchmark; `runs` measured runs per select and size (after one warm-up). */
export async function benchSelects(options: { runs: number }): Promise<SelectFigures[]> {
  const dir = await buildFixtures();
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    const results: SelectFigures[] = [];
    for (const count of SIZES) {
      for (const variant of VARIANTS) {
        const figures = await measureSelect(browser, {
          base: server.url,
          variant,
          count,
          runs: options.runs,
        });
        console.log(`  ${variant} × ${count}: ${JSON.stringify(figures)}`);
        results.push(figures);
      }
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
