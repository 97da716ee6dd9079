/**
 * The bundle budget of issue 6 (1d, checked in CI by
 * scripts/check-bundle-budget.mjs): the first-load JavaScript of a
 * text-only form costs at most 40 kB (gzip) more than a bare page of the
 * same app, and holds none of the libraries only some forms need.
 */
import type { Browser } from "@playwright/test";
import { publishForm, type RunningServer, startAppServer } from "./app-server";
import { launchChromium } from "./browser";
import { textOnlyForm } from "./bundle-forms";
import { type FirstLoad, LIBRARY_MARKERS, type Library, measureFirstLoad } from "./first-load";
import { freePort } from "./free-port";

/** 40 kB, decimal as Next.js prints sizes: the most a text-only form may add to the bare page. */
export const TEXT_FORM_BUDGET_BYTES = 40_000;

/** The reference page: static text, no component of its own (apps/web/src/app/bench/bare). */
export const BARE_PAGE_PATH = "/bench/bare";

/** The budget's verdict on two measured pages. */
export interface BudgetVerdict {
  ok: boolean;
  overBareBytes: number;
  /** Libraries found in the text-only form's first load (none is allowed). */
  unexpected: Library[];
  problems: string[];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Judges a text-only form's first load against the bare page's. */
export function judgeBudget({
  bare,
  textForm,
}: {
  bare: FirstLoad;
  textForm: FirstLoad;
}): BudgetVerdict {
  const overBareBytes = textForm.gzipBytes - bare.gzipBytes;
  const unexpected = textForm.libraries;
  const problems: string[] = [];
  if (overBareBytes > TEXT_FORM_BUDGET_BYTES) {
    problems.push(
      `a text-only form loads ${kB(textForm.gzipBytes)} of JavaScript (gzip), ${kB(overBareBytes)} more than the bare page's ${kB(bare.gzipBytes)}: the budget is ${kB(TEXT_FORM_BUDGET_BYTES)}`,
    );
  }
  for (const library of unexpected) {
    const script = textForm.scripts.find((s) => s.libraries.includes(library));
    problems.push(
      `a text-only form loads ${library} code (found "${LIBRARY_MARKERS[library]}" in ${script?.url ?? "a script"}): it must load only on forms that use it`,
    );
  }
  return { ok: problems.length === 0, overBareBytes, unexpected, problems };
}

/** Publishes a text-only form on a running server and measures it and the bare page. */
export async function measureBudgetPages(
  browser: Browser,
  app: RunningServer,
): Promise<{ bare: FirstLoad; textForm: FirstLoad }> {
  const slug = `bundle-text-${Date.now().toString(36)}`;
  await publishForm(app.url, textOnlyForm(slug));
  // One load first, so the server has compiled and cached everything both pages use.
  await measureFirstLoad(browser, `${app.url}/f/${slug}`);
  return {
    bare: await measureFirstLoad(browser, `${app.url}${BARE_PAGE_PATH}`),
    textForm: await measureFirstLoad(browser, `${app.url}/f/${slug}`),
  };
}

/**
 * Starts the built app on a free port (PGlite in a fresh folder), measures,
 * stops it, and returns the verdict with the two pages' figures.
 */
export async function checkBundleBudget(): Promise<
  BudgetVerdict & { bare: FirstLoad; textForm: FirstLoad }
> {
  const app = await startAppServer({ port: await freePort() });
  const browser = await launchChromium({ forTiming: false });
  try {
    const pages = await measureBudgetPages(browser, app);
    return { ...judgeBudget(pages), ...pages };
  } finally {
    await browser.close();
    await app.stop();
  }
}
