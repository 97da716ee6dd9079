/**
 * Issue 6 1d: first-load JavaScript (gzip) of `/f/<slug>` for a text-only
 * form, one with a select and one with every content block, beside a bare
 * page of the same build (static text, no component of its own), measured
 * as the browser downloads it (lib/first-load.ts). Which per-block library
 * each page loads is read from the code itself; the lightbox must load only
 * when an image is opened.
 */
import { publishForm, startAppServer } from "./lib/app-server";
import { launchChromium } from "./lib/browser";
import {
  BARE_PAGE_PATH,
  judgeBudget,
  measureBudgetPages,
  TEXT_FORM_BUDGET_BYTES,
} from "./lib/bundle-budget";
import {
  contentBlocksForm,
  languagesThemeForm,
  matrixRankingForm,
  moreFieldTypesForm,
  pagedForm,
  phoneHiddenForm,
  selectForm,
} from "./lib/bundle-forms";
import { checkEmbedScriptBudget, EMBED_SCRIPT_BUDGET_BYTES } from "./lib/embed-script-budget";
import { collectScripts, type Library, measureFirstLoad, summarize } from "./lib/first-load";
import { freePort } from "./lib/free-port";

/** One page's first-load JavaScript. */
export interface BundlePage {
  name: string;
  path: string;
  gzipBytes: number;
  rawBytes: number;
  scripts: number;
  overBareBytes: number;
  libraries: Library[];
  /** The libraries this page needs, by its blocks. */
  expected: Library[];
}

/** The bundle section's results. */
export interface BundleResult {
  pages: BundlePage[];
  budgetBytes: number;
  /** Libraries whose code arrived when the image of the content-block form was opened. */
  loadedOnImageOpen: Library[];
  /** `/embed.js` as built (apps/web/dist/embed.js), absent in older results. */
  embedScript?: { bytes: number; gzipBytes: number; budgetBytes: number };
}

/** Runs the bundle benchmark (sizes do not vary between runs: one measurement). */
export async function benchBundle(): Promise<BundleResult> {
  const app = await startAppServer({ port: await freePort() });
  const browser = await launchChromium({ forTiming: false });
  try {
    const { bare, textForm } = await measureBudgetPages(browser, app);
    const stamp = Date.now().toString(36);
    const selectPath = `/f/bundle-select-${stamp}`;
    const blocksPath = `/f/bundle-blocks-${stamp}`;
    const gridPath = `/f/bundle-grid-${stamp}`;
    const phonePath = `/f/bundle-phone-${stamp}`;
    const pagedPath = `/f/bundle-paged-${stamp}`;
    const typesPath = `/f/bundle-types-${stamp}`;
    const germanPath = `/f/bundle-german-${stamp}`;
    await publishForm(app.url, moreFieldTypesForm(typesPath.slice(3)));
    await publishForm(app.url, languagesThemeForm(germanPath.slice(3)));
    await publishForm(app.url, pagedForm(pagedPath.slice(3)));
    await publishForm(app.url, matrixRankingForm(gridPath.slice(3)));
    await publishForm(app.url, phoneHiddenForm(phonePath.slice(3)));
    await publishForm(app.url, selectForm(selectPath.slice(3)));
    await publishForm(app.url, contentBlocksForm(blocksPath.slice(3)));
    await measureFirstLoad(browser, `${app.url}${blocksPath}`); // warm the image optimizer
    const withSelect = await measureFirstLoad(browser, `${app.url}${selectPath}`);
    const blocks = await measureFirstLoad(browser, `${app.url}${blocksPath}`);
    const grid = await measureFirstLoad(browser, `${app.url}${gridPath}`);
    const phone = await measureFirstLoad(browser, `${app.url}${phonePath}`);
    const paged = await measureFirstLoad(browser, `${app.url}${pagedPath}`);
    const types = await measureFirstLoad(browser, `${app.url}${typesPath}`);
    const german = await measureFirstLoad(browser, `${app.url}${germanPath}`);

    // Open the image: the lightbox's code should arrive now, not before.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}${blocksPath}`, { waitUntil: "networkidle" });
    const collector = collectScripts(page);
    await page
      .getByRole("button", { name: /^Enlarge image/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await page.waitForLoadState("networkidle");
    const onOpen = summarize(await collector.done());
    await context.close();

    const verdict = judgeBudget({ bare, textForm });
    const row = (
      name: string,
      path: string,
      load: typeof bare,
      expected: Library[],
    ): BundlePage => ({
      name,
      path,
      gzipBytes: load.gzipBytes,
      rawBytes: load.rawBytes,
      scripts: load.scripts.length,
      overBareBytes: load.gzipBytes - bare.gzipBytes,
      libraries: load.libraries,
      expected,
    });
    const pages = [
      row("bare page", BARE_PAGE_PATH, bare, []),
      row("text-only form", "/f/<text-only>", textForm, []),
      row("form with a select", "/f/<with-select>", withSelect, ["select"]),
      row("form with every content block", "/f/<content-blocks>", blocks, ["carousel", "compare"]),
      row("form with a matrix and a ranking", "/f/<matrix-ranking>", grid, ["matrix", "ranking"]),
      row("form with a phone and a hidden field", "/f/<phone-hidden>", phone, ["phone"]),
      row("form with page breaks and skip logic", "/f/<paged>", paged, ["pages"]),
      row(
        "form with date, time, rating, scale, file and signature fields",
        "/f/<more-types>",
        types,
        ["dates", "scale", "uploads"],
      ),
      row("form in German with a French translation and a theme", "/f/<german-themed>", german, [
        "german",
      ]),
    ];
    console.log(`  budget: ${verdict.ok ? "holds" : verdict.problems.join("; ")}`);
    const embed = await checkEmbedScriptBudget();
    console.log(`  /embed.js: ${embed.gzipBytes} bytes gzip`);
    return {
      pages,
      budgetBytes: TEXT_FORM_BUDGET_BYTES,
      loadedOnImageOpen: onOpen.libraries,
      embedScript: {
        bytes: embed.bytes,
        gzipBytes: embed.gzipBytes,
        budgetBytes: EMBED_SCRIPT_BUDGET_BYTES,
      },
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
