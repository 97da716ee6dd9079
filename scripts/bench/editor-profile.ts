/**
 * `node --import tsx scripts/bench/editor-profile.ts [canvas|settings] [out-dir]`:
 * where a keystroke's time goes in the editor benchmark (scripts/bench/editor.ts).
 * Opens the 300-block form's editor on the built server, types the benchmark's
 * characters into the middle block's label (on the canvas or in the settings
 * panel) with Chromium's tracing and CPU profiler on, and writes `trace.json`
 * (open it in Chrome's Performance panel) and `cpu.cpuprofile`, then prints
 * the time per keystroke by kind of work (script, style, layout, paint) and
 * the functions that took the most. Built with browser source maps
 * (`FORMWRIGHT_BROWSER_SOURCE_MAPS=1 npm run build`, for the profile only: the
 * shipped build has none), each function is named by its source file and line,
 * and the time under each (inclusive) is listed too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EDITOR_BLOCKS, OWNER, openEditor, TYPED } from "./editor";
import { adminGraphQL, startAppServer } from "./lib/app-server";
import { bigFormDocument, bigFormFields } from "./lib/big-form";
import { installProbe, launchChromium, timeKeysInDetail } from "./lib/browser";
import { type CpuProfile, timeByFunction } from "./lib/cpu-profile";
import { freePort } from "./lib/free-port";
import { percentile } from "./lib/stats";

const target = process.argv[2] === "settings" ? "settings" : "canvas";
const outDir = path.resolve(process.argv[3] ?? "/tmp/editor-profile");
mkdirSync(outDir, { recursive: true });

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
}

const app = await startAppServer({
  port: await freePort(),
  env: { FORMWRIGHT_ADMIN_EMAIL: OWNER.email, FORMWRIGHT_ADMIN_PASSWORD: OWNER.password },
});
const browser = await launchChromium();
try {
  const slug = `profile-editor-${Date.now().toString(36)}`;
  const { createForm } = await adminGraphQL<{ createForm: { id: string } }>(
    app.url,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: bigFormDocument(slug, bigFormFields(EDITOR_BLOCKS)) },
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await installProbe(page, "input");
  await openEditor(page, app.url, createForm.id);
  const label =
    target === "canvas"
      ? page.getByRole("region", { name: "Canvas" }).getByLabel("Label", { exact: true })
      : page.getByRole("form", { name: /^Block \d+ of/ }).getByLabel("Label", { exact: true });
  await label.focus();
  await page.keyboard.press("End");
  // One warm-up pass, as the benchmark does.
  await timeKeysInDetail(page, [...TYPED.slice(0, 10)]);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink.user_timing",
      "v8.execute",
      // Which nodes each keystroke invalidates the layout of, and why.
      "disabled-by-default-devtools.timeline.invalidationTracking",
    ],
  });
  await cdp.send("Profiler.start");
  const keys = await timeKeysInDetail(page, [...TYPED]);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as {
    profile: CpuProfile;
  };
  const trace = await browser.stopTracing();
  writeFileSync(path.join(outDir, "trace.json"), trace);
  writeFileSync(path.join(outDir, "cpu.cpuprofile"), JSON.stringify(profile));

  const n = keys.length;
  console.log(
    `${target}: ${n} keys, p50 ${percentile(
      keys.map((k) => k.ms),
      50,
    ).toFixed(1)} ms, p95 ${percentile(
      keys.map((k) => k.ms),
      95,
    ).toFixed(1)} ms (script p95 ${percentile(
      keys.map((k) => k.scriptMs),
      95,
    ).toFixed(1)} ms)`,
  );

  // The renderer's main thread: where the page's script, style, layout and paint run.
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find(
    (e) =>
      e.name === "thread_name" &&
      (e as unknown as { args: { name: string } }).args.name === "CrRendererMain",
  );
  const kinds: Record<string, string> = {
    EventDispatch: "event handlers (script)",
    FunctionCall: "other script (timers, messages)",
    TimerFire: "other script (timers, messages)",
    FireAnimationFrame: "animation frames",
    RunMicrotasks: "microtasks",
    UpdateLayoutTree: "style recalculation",
    Layout: "layout",
    PrePaint: "pre-paint",
    Paint: "paint",
    Layerize: "layerize",
    MinorGC: "GC",
    MajorGC: "GC",
    "V8.GC_SCAVENGER": "GC",
  };
  const totals = new Map<string, number>();
  for (const event of events) {
    if (main && (event.pid !== main.pid || event.tid !== main.tid)) continue;
    if (event.ph !== "X" || event.dur === undefined) continue;
    const kind = kinds[event.name];
    if (!kind) continue;
    totals.set(kind, (totals.get(kind) ?? 0) + event.dur / 1000);
  }
  // What each keystroke marks for layout again (LayoutInvalidationTracking): by node and reason.
  const invalidated = new Map<string, number>();
  for (const event of events as Array<TraceEvent & { args?: { data?: Record<string, unknown> } }>) {
    if (event.name !== "LayoutInvalidationTracking") continue;
    const data = event.args?.data ?? {};
    const what = `${String(data.nodeName ?? "?")} (${String(data.reason ?? "?")})`;
    invalidated.set(what, (invalidated.get(what) ?? 0) + 1);
  }
  // Each layout: how many objects it laid out again, from which root (the document, or a contained box).
  const layouts = new Map<string, { count: number; ms: number }>();
  for (const event of events as Array<
    TraceEvent & {
      args?: {
        beginData?: { dirtyObjects?: number };
        endData?: { layoutRoots?: Array<{ nodeName?: string }> };
      };
    }
  >) {
    if (event.name !== "Layout" || event.ph !== "X" || event.dur === undefined) continue;
    if (main && (event.pid !== main.pid || event.tid !== main.tid)) continue;
    const roots = (event.args?.endData?.layoutRoots ?? []).map((root) => root.nodeName).join(" + ");
    const what = `${event.args?.beginData?.dirtyObjects ?? "?"} dirty, root ${roots}`;
    const entry = layouts.get(what) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += event.dur / 1000;
    layouts.set(what, entry);
  }
  console.log("layouts per keystroke (count, ms):");
  for (const [what, { count, ms }] of [...layouts].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
    console.log(
      `  ${(count / n).toFixed(2)}  ${(ms / n).toFixed(2).padStart(6)}  ${what.slice(0, 160)}`,
    );
  }
  console.log("layout invalidations per keystroke, top 25:");
  for (const [what, count] of [...invalidated].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${(count / n).toFixed(2).padStart(6)}  ${what.slice(0, 160)}`);
  }
  console.log("main thread per keystroke (ms; nested events overlap):");
  for (const [kind, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(32)} ${(ms / n).toFixed(2)}`);
  }

  // Self and inclusive time by function over the typing, at its source when the build has maps.
  const { self, total } = await timeByFunction(profile);
  const top = (label: string, times: Map<string, number>, count: number) => {
    console.log(`${label} per keystroke (ms), top ${count}:`);
    for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.log(`  ${(ms / n).toFixed(2).padStart(7)}  ${name}`);
    }
  };
  top("self time", self, 40);
  top("time under (inclusive)", total, Number(process.env.PROFILE_TOP ?? 80));
  // The project's own functions only: what of the above is ours to change.
  top(
    "time under (inclusive), the project's sources",
    new Map([...total].filter(([name]) => / (apps|packages)\//.test(name))),
    40,
  );
  console.log(`written: ${outDir}/trace.json, ${outDir}/cpu.cpuprofile`);
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}
