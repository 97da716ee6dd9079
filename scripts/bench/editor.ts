/**
 * Issue 31 point 7: the editor on a 300-block form in Chromium. Keydown →
 * next paint for each character typed into the label of a block in the
 * middle of the form: on the canvas (edited in place), and in the settings
 * panel beside it (the settings-screen way of issue 31's "today"), beside the
 * one-input floor (the same typing into one plain `<input>`).
 */
import os from "node:os";
import type { Browser, Page } from "@playwright/test";
import { adminGraphQL, startAppServer } from "./lib/app-server";
import { bigFormDocument, bigFormFields } from "./lib/big-form";
import { installProbe, type KeyTiming, launchChromium, timeKeysInDetail } from "./lib/browser";
import { freePort } from "./lib/free-port";
import { median, percentile } from "./lib/stats";

/** Blocks of the edited form. */
export const EDITOR_BLOCKS = 300;

/** The owner the benchmark signs in as. */
export const OWNER = { email: "bench-owner@example.com", password: "bench-owner-password-1234" };
/** What is typed at the end of the label. */
export const TYPED = "the quick brown fox jumps over";

/** One way of typing a label: medians over the runs of each run's figure. */
export interface EditorFigures {
  target: "canvas" | "settings" | "input";
  blocks: number;
  keyP50: number;
  keyP95: number;
  /** Keydown → the start of the next frame: the key's handling, before the frame's own work. */
  keyScriptP95: number;
  keystrokes: number;
  runs: number;
  /** The machine's 1-minute load average when the row was done. */
  loadAverage: number;
}

interface Target {
  target: EditorFigures["target"];
  /** Opens the page and focuses the text box typed into. */
  open: (page: Page) => Promise<void>;
}

async function measureRun(browser: Browser, target: Target): Promise<KeyTiming[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await installProbe(page, "input");
  await target.open(page);
  const keys = await timeKeysInDetail(page, [...TYPED]);
  await context.close();
  return keys;
}

const p = (timings: KeyTiming[], rank: number, part: keyof KeyTiming = "ms") =>
  percentile(
    timings.map((t) => t[part]),
    rank,
  );

async function measure(
  browser: Browser,
  target: Target,
  runs: number,
  blocks: number,
): Promise<EditorFigures> {
  await measureRun(browser, target); // warm-up
  const results: KeyTiming[][] = [];
  for (let run = 0; run < runs; run++) results.push(await measureRun(browser, target));
  return {
    target: target.target,
    blocks,
    keyP50: median(results.map((keys) => p(keys, 50))),
    keyP95: median(results.map((keys) => p(keys, 95))),
    keyScriptP95: median(results.map((keys) => p(keys, 95, "scriptMs"))),
    keystrokes: TYPED.length,
    runs,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** Signs in, opens the editor and selects the block in the middle of the form on the canvas. */
export async function openEditor(page: Page, url: string, formId: string): Promise<void> {
  await page.goto(`${url}/admin/forms/${formId}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
  const middle = Math.floor(EDITOR_BLOCKS / 2);
  await page
    .getByRole("region", { name: "Canvas" })
    .getByRole("button", { name: new RegExp(`^Block ${middle} of ${EDITOR_BLOCKS}:`) })
    .click();
  await page.getByRole("heading", { name: new RegExp(`^Block ${middle} of`) }).waitFor();
}

/** Runs the editor benchmark: `runs` measured runs of each way (after one warm-up). */
export async function benchEditor(options: { runs: number }): Promise<EditorFigures[]> {
  const app = await startAppServer({
    port: await freePort(),
    env: { FORMWRIGHT_ADMIN_EMAIL: OWNER.email, FORMWRIGHT_ADMIN_PASSWORD: OWNER.password },
  });
  const browser = await launchChromium();
  try {
    const slug = `bench-editor-${Date.now().toString(36)}`;
    const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
      app.url,
      "mutation($d: JSON!) { createForm(document: $d) { id } }",
      { d: bigFormDocument(slug, bigFormFields(EDITOR_BLOCKS)) },
    );
    const formId = createForm.id;
    const canvas = await measure(
      browser,
      {
        target: "canvas",
        open: async (page) => {
          await openEditor(page, app.url, formId);
          const label = page.getByRole("region", { name: "Canvas" }).getByLabel("Label", {
            exact: true,
          });
          await label.focus();
          await page.keyboard.press("End");
        },
      },
      options.runs,
      EDITOR_BLOCKS,
    );
    console.log(`  canvas: ${JSON.stringify(canvas)}`);
    const settings = await measure(
      browser,
      {
        target: "settings",
        open: async (page) => {
          await openEditor(page, app.url, formId);
          const label = page
            .getByRole("form", { name: /^Block \d+ of/ })
            .getByLabel("Label", { exact: true });
          await label.focus();
          await page.keyboard.press("End");
        },
      },
      options.runs,
      EDITOR_BLOCKS,
    );
    console.log(`  settings: ${JSON.stringify(settings)}`);
    const input = await measure(
      browser,
      {
        target: "input",
        open: async (page) => {
          await page.goto("data:text/html,<input id=typed>");
          await page.locator("#typed").focus();
        },
      },
      options.runs,
      1,
    );
    console.log(`  input: ${JSON.stringify(input)}`);
    return [canvas, settings, input];
  } finally {
    await browser.close();
    await app.stop();
  }
}
