/**
 * Issue 6 1c: a 500-field form in Chromium. The real `/f/<slug>` of a
 * production server beside @rjsf/core rendering the equivalent JSON Schema
 * (a fixture page built for production), in the same browser:
 *
 * - time until interactive: navigation start → the first React commit after
 *   which the form's last field belongs to React (the end of hydration for
 *   our server-rendered page, the first render for RJSF's client-rendered
 *   one); see lib/browser.ts;
 * - keydown → next paint for each character typed into a text field in the
 *   middle of the form (and, for ours, the same after a failed submit, when
 *   every keystroke re-validates).
 */
import os from "node:os";
import type { Browser, Page } from "@playwright/test";
import { publishForm, startAppServer } from "./lib/app-server";
import {
  bigFormDocument,
  bigFormFields,
  typedFieldName,
  withConditions,
  withVariables,
} from "./lib/big-form";
import {
  installProbe,
  type KeyTiming,
  launchChromium,
  timeKeysInDetail,
  waitForInteractive,
} from "./lib/browser";
import { buildFixtures, serveStatic } from "./lib/fixtures";
import { freePort } from "./lib/free-port";
import { median, percentile } from "./lib/stats";

/** Fields of the larger form of issue 18 goal 3. */
export const LARGE_FORM_FIELDS = 2000;

/** One form renderer's figures: medians over the runs of each run's figure. */
export interface FormFigures {
  renderer:
    | "formwright"
    | "formwright-conditions"
    | "formwright-variables"
    | "rjsf"
    | "formwright-2000"
    | "rjsf-2000"
    | "input";
  /** Blocks with a `visibleWhen` (the conditional variant of ours). */
  conditions?: number;
  /** The document's variables (the variables variant of ours, issue 32). */
  variables?: number;
  fields: number;
  /** Navigation start → interactive, ms (none for the plain input). */
  interactiveMs?: number;
  /** Navigation start → first contentful paint, ms. */
  firstPaintMs?: number;
  keyP50: number;
  keyP95: number;
  /** Keydown → the start of the next frame: the key's handling (text insertion, the page's handlers), before rendering. */
  keyScriptP50: number;
  keyScriptP95: number;
  /** Characters typed per run. */
  keystrokes: number;
  /** Ours only: p95 of the same typing after a failed submit (each keystroke re-validates). */
  afterSubmitKeyP95?: number;
  /** Ours only: size of the page's HTML, bytes (uncompressed). */
  htmlBytes?: number;
  runs: number;
  /** The machine's 1-minute load average when the row was done (other work skews timings). */
  loadAverage: number;
}

const TYPED = "the quick brown fox jumps over";

interface Target {
  renderer: FormFigures["renderer"];
  url: string;
  /** Every field's input: the last one's hydration marks the page interactive (none: not React). */
  fieldsSelector?: string;
  /** The text field typed into. */
  typedSelector: string;
  submit?: (page: Page) => Promise<void>;
}

interface RunFigures {
  interactiveMs?: number;
  firstPaintMs?: number;
  keys: KeyTiming[];
  afterSubmit: KeyTiming[];
}

async function measureRun(browser: Browser, target: Target): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await installProbe(page, target.fieldsSelector ?? "input");
  await page.goto(target.url);
  const interactiveMs = target.fieldsSelector ? await waitForInteractive(page) : undefined;
  const firstPaintMs = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  );
  const field = page.locator(target.typedSelector);
  await field.focus();
  const keys = await timeKeysInDetail(page, [...TYPED]);
  let afterSubmit: KeyTiming[] = [];
  if (target.submit) {
    await target.submit(page);
    await field.focus();
    afterSubmit = await timeKeysInDetail(page, [..." again"]);
  }
  await context.close();
  return { interactiveMs, firstPaintMs, keys, afterSubmit };
}

const p = (timings: KeyTiming[], rank: number, part: keyof KeyTiming = "ms") =>
  percentile(
    timings.map((t) => t[part]),
    rank,
  );
const medianOf = (values: Array<number | undefined>) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? median(known) : undefined;
};

async function measure(
  browser: Browser,
  target: Target,
  runs: number,
  fields: number,
): Promise<FormFigures> {
  await measureRun(browser, target); // warm-up: server, browser caches
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureRun(browser, target));
  return {
    renderer: target.renderer,
    fields,
    interactiveMs: medianOf(results.map((r) => r.interactiveMs)),
    firstPaintMs: medianOf(results.map((r) => r.firstPaintMs)),
    keyP50: median(results.map((r) => p(r.keys, 50))),
    keyP95: median(results.map((r) => p(r.keys, 95))),
    keyScriptP50: median(results.map((r) => p(r.keys, 50, "scriptMs"))),
    keyScriptP95: median(results.map((r) => p(r.keys, 95, "scriptMs"))),
    keystrokes: TYPED.length,
    afterSubmitKeyP95: target.submit ? median(results.map((r) => p(r.afterSubmit, 95))) : undefined,
    runs,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** Our published form's page, typed into at `typed`, submitted empty for the after-submit figure. */
function ourPage(renderer: FormFigures["renderer"], url: string, typed: string): Target {
  return {
    renderer,
    url,
    fieldsSelector: '[id^="field-"]',
    typedSelector: `#field-${typed}`,
    submit: async (page) => {
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("alert").first().waitFor();
    },
  };
}

/** Runs the big-form benchmark: `runs` measured runs of each renderer (after one warm-up). */
export async function benchForms(options: { runs: number }): Promise<FormFigures[]> {
  const fields = bigFormFields();
  const typed = typedFieldName(fields);
  const app = await startAppServer({ port: await freePort() });
  const fixtures = await serveStatic(await buildFixtures());
  const browser = await launchChromium();
  try {
    const slug = `bench-big-${Date.now().toString(36)}`;
    await publishForm(app.url, bigFormDocument(slug, fields));
    const ours = await measure(
      browser,
      ourPage("formwright", `${app.url}/f/${slug}`, typed),
      options.runs,
      fields.length,
    );
    ours.htmlBytes = (await (await fetch(`${app.url}/f/${slug}`)).arrayBuffer()).byteLength;
    console.log(`  formwright: ${JSON.stringify(ours)}`);
    // The same form with 250 conditions (issue 14): what the logic adds per keystroke.
    const logicSlug = `${slug}-logic`;
    const conditions = 250;
    await publishForm(
      app.url,
      withConditions(bigFormDocument(logicSlug, fields), fields, conditions),
    );
    const withLogic = await measure(
      browser,
      ourPage("formwright-conditions", `${app.url}/f/${logicSlug}`, typed),
      options.runs,
      fields.length,
    );
    withLogic.conditions = conditions;
    console.log(`  formwright with conditions: ${JSON.stringify(withLogic)}`);
    // The same form with 100 variables (issue 32): what computing them adds per keystroke.
    const variablesSlug = `${slug}-variables`;
    const variableCount = 100;
    await publishForm(
      app.url,
      withVariables(bigFormDocument(variablesSlug, fields), fields, variableCount),
    );
    const withComputed = await measure(
      browser,
      ourPage("formwright-variables", `${app.url}/f/${variablesSlug}`, typed),
      options.runs,
      fields.length,
    );
    withComputed.variables = variableCount;
    console.log(`  formwright with variables: ${JSON.stringify(withComputed)}`);
    const rjsf = await measure(
      browser,
      {
        renderer: "rjsf",
        url: `${fixtures.url}/rjsf.html`,
        fieldsSelector: '[id^="root_"]',
        typedSelector: `#root_${typed}`,
      },
      options.runs,
      fields.length,
    );
    console.log(`  rjsf: ${JSON.stringify(rjsf)}`);
    // The floor: the same typing into one plain input, what any page costs here.
    const input = await measure(
      browser,
      { renderer: "input", url: "data:text/html,<input id=typed>", typedSelector: "#typed" },
      options.runs,
      1,
    );
    console.log(`  input: ${JSON.stringify(input)}`);
    // BENCH_FORMS_SKIP_LARGE=1: the 500-field rows only (a quicker check of a change to them).
    if (process.env.BENCH_FORMS_SKIP_LARGE === "1") {
      return [ours, withLogic, withComputed, rjsf, input];
    }
    // Issue 18 goal 3: the same kinds of fields, 2,000 of them, beside RJSF.
    const large = bigFormFields(LARGE_FORM_FIELDS);
    const largeTyped = typedFieldName(large);
    const largeSlug = `${slug}-2000`;
    await publishForm(app.url, bigFormDocument(largeSlug, large));
    const ours2000 = await measure(
      browser,
      ourPage("formwright-2000", `${app.url}/f/${largeSlug}`, largeTyped),
      options.runs,
      large.length,
    );
    console.log(`  formwright 2000: ${JSON.stringify(ours2000)}`);
    const rjsf2000 = await measure(
      browser,
      {
        renderer: "rjsf-2000",
        url: `${fixtures.url}/rjsf.html?fields=${LARGE_FORM_FIELDS}`,
        fieldsSelector: '[id^="root_"]',
        typedSelector: `#root_${largeTyped}`,
      },
      options.runs,
      large.length,
    );
    console.log(`  rjsf 2000: ${JSON.stringify(rjsf2000)}`);
    return [ours, withLogic, withComputed, rjsf, input, ours2000, rjsf2000];
  } finally {
    await browser.close();
    await fixtures.stop();
    await app.stop();
  }
}
