/**
 * `node --import tsx scripts/bench/forms-profile.ts [plain|variables] [submit]`:
 * where a keystroke's time goes on the 500-field form of the forms benchmark
 * (scripts/bench/forms.ts), without or with its 100 variables, and with
 * `submit` after a failed submit. Types 60 keys into the middle field with
 * Chromium's tracing and CPU profiler on, then prints the main thread's time
 * per key by kind (script, layout, paint), how many objects each layout
 * dirtied, and the functions that took the most (self and inclusive). Build
 * with browser source maps (`FORMWRIGHT_BROWSER_SOURCE_MAPS=1 npm run build`)
 * to see each function at its source file and line.
 */

import { publishForm, startAppServer } from "./lib/app-server";
import { bigFormDocument, bigFormFields, typedFieldName, withVariables } from "./lib/big-form";
import { installProbe, launchChromium, timeKeysInDetail, waitForInteractive } from "./lib/browser";
import { type CpuProfile, timeByFunction } from "./lib/cpu-profile";
import { freePort } from "./lib/free-port";
import { percentile } from "./lib/stats";

const variant = process.argv[2] ?? "variables";
const afterSubmit = process.argv[3] === "submit";
const TYPED = "the quick brown fox jumps over";
const app = await startAppServer({ port: await freePort() });
const browser = await launchChromium();
try {
  const fields = bigFormFields();
  const typed = typedFieldName(fields);
  const slug = `prof-${Date.now().toString(36)}`;
  const doc = bigFormDocument(slug, fields);
  await publishForm(app.url, variant === "variables" ? withVariables(doc, fields, 100) : doc);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await installProbe(page, '[id^="field-"]');
  await page.goto(`${app.url}/f/${slug}`);
  await waitForInteractive(page);
  const field = page.locator(`#field-${typed}`);
  if (afterSubmit) {
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").first().waitFor();
  }
  await field.focus();
  await timeKeysInDetail(page, [..."warm up"]);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await cdp.send("Profiler.start");
  const keys = await timeKeysInDetail(page, [...TYPED, ...TYPED]);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as {
    profile: CpuProfile;
  };
  const n = keys.length;
  const trace = await browser.stopTracing();
  const events = (
    JSON.parse(trace.toString()) as {
      traceEvents: Array<{
        name: string;
        ph: string;
        dur?: number;
        pid: number;
        tid: number;
        args?: { name?: string; beginData?: { dirtyObjects?: number } };
      }>;
    }
  ).traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const kinds = new Map<string, number>();
  const dirty = new Map<string, number>();
  for (const e of events) {
    if (main && (e.pid !== main.pid || e.tid !== main.tid)) continue;
    if (e.ph !== "X" || e.dur === undefined) continue;
    if (
      [
        "Layout",
        "UpdateLayoutTree",
        "Paint",
        "PrePaint",
        "Layerize",
        "EventDispatch",
        "FunctionCall",
        "RunMicrotasks",
        "FireAnimationFrame",
        "Commit",
      ].includes(e.name)
    )
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    if (e.name === "Layout") {
      const k = String(e.args?.beginData?.dirtyObjects);
      dirty.set(k, (dirty.get(k) ?? 0) + 1);
    }
  }
  console.log("per key:", [...kinds].map(([k, v]) => `${k} ${(v / n).toFixed(2)}`).join(", "));
  console.log(
    "layout dirty objects:",
    [...dirty]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k}x${v}`)
      .join(" "),
  );
  console.log(
    `${variant}${afterSubmit ? " after submit" : ""}: p50 ${percentile(
      keys.map((k) => k.ms),
      50,
    ).toFixed(1)} p95 ${percentile(
      keys.map((k) => k.ms),
      95,
    ).toFixed(1)} script p50 ${percentile(
      keys.map((k) => k.scriptMs),
      50,
    ).toFixed(1)}`,
  );
  const { self, total } = await timeByFunction(profile);
  for (const [label, t, c] of [
    ["self", self, 30],
    ["inclusive", total, 60],
  ] as const) {
    console.log(`${label} per key ms:`);
    for (const [nm, ms] of [...t].sort((a, b) => b[1] - a[1]).slice(0, c))
      console.log(`  ${(ms / n).toFixed(3).padStart(7)}  ${nm}`);
  }
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}
