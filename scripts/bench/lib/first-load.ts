/**
 * What the browser downloads as JavaScript to show a page: every script
 * response of a fresh page load (HTML script tags, preloads, chunks loaded
 * while hydrating) until the network is idle, each gzipped with zlib at
 * level 9 (what a gzip-serving proxy sends at best), and which of the
 * per-block libraries its code holds.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "@playwright/test";

/**
 * Strings each library's code always holds, so a chunk can be named by what
 * is in it whatever its hashed file name (checked against the built chunks:
 * see the bundle check's self-test).
 */
export const LIBRARY_MARKERS = {
  /** react-select (and with it Formwright's Select and its virtual list). */
  select: "react-select-",
  /** embla-carousel, the carousel block's engine. */
  carousel: "trimSnaps",
  /** react-compare-slider, the compare block's slider. */
  compare: "data-rcs",
  /** yet-another-react-lightbox, the image lightbox. */
  lightbox: "yarl__",
  /** Formwright's matrix widget (no library: its own chunk). */
  matrix: "fw-matrix__head",
  /** Formwright's ranking widget (plain pointer events, no library: its own chunk). */
  ranking: "fw-ranking__handle",
  /** libphonenumber-js with its `min` metadata, for the text `phone` rule (its metadata's key). */
  phone: "country_calling_codes",
  /** Formwright's paging (page breaks: step, progress bar, Back and Next; its own chunk). */
  pages: "fw-page__progress",
  /** The date and time inputs (their own chunk). */
  dates: "fw-input--date",
  /** The rating and scale widgets (their own chunk). */
  scale: "fw-scale__ends",
  /** The file upload and signature pad widgets (their own chunk). */
  uploads: "fw-signature__canvas",
  /** The German product texts: each language but English is a chunk of its own. */
  german: "ist ein Pflichtfeld",
} as const;

/** A library that only some forms need. */
export type Library = keyof typeof LIBRARY_MARKERS;

/** One downloaded script. */
export interface ScriptFigures {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  libraries: Library[];
}

/** The JavaScript of one page load. */
export interface FirstLoad {
  scripts: ScriptFigures[];
  rawBytes: number;
  gzipBytes: number;
  libraries: Library[];
}

function librariesIn(code: string): Library[] {
  return (Object.keys(LIBRARY_MARKERS) as Library[]).filter((library) =>
    code.includes(LIBRARY_MARKERS[library]),
  );
}

/** Sums scripts (each URL once). */
export function summarize(scripts: readonly ScriptFigures[]): FirstLoad {
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
  return {
    scripts: unique,
    rawBytes: unique.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: unique.reduce((sum, s) => sum + s.gzipBytes, 0),
    libraries: [...new Set(unique.flatMap((s) => s.libraries))].sort(),
  };
}

/** Collects the scripts the page downloads from now on; `done()` waits for their bodies. */
export function collectScripts(page: Page): { done: () => Promise<ScriptFigures[]> } {
  const pending: Array<Promise<ScriptFigures | null>> = [];
  const onResponse = (response: Response) => {
    const isScript =
      response.request().resourceType() === "script" ||
      /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          libraries: librariesIn(body.toString("utf8")),
        }))
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  return {
    done: async () => {
      page.off("response", onResponse);
      return (await Promise.all(pending)).filter((s): s is ScriptFigures => s !== null);
    },
  };
}

/** Loads `url` in a fresh context (empty cache) and measures its first-load JavaScript. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const collector = collectScripts(page);
    await page.goto(url, { waitUntil: "networkidle" });
    // A public form may load code while it hydrates (the field types and libraries its
    // fields need, e.g. the phone library), possibly after the network first fell idle:
    // that counts too, so wait until the form is hydrated.
    const form = page.locator("form.fw-public-form");
    if ((await form.count()) > 0) {
      await page.locator("form.fw-public-form[data-hydrated]").waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
    }
    return summarize(await collector.done());
  } finally {
    await context.close();
  }
}
