/**
 * Where the 500-field form's load goes (issue 29 part 3): one Chromium
 * performance trace of `/f/<slug>` from navigation to interactive (the
 * probe of forms.ts), summed by the main thread's top-level events, and a
 * sampled JavaScript profile summed by function (self time).
 *
 *   flock /tmp/heavy.lock npx tsx scripts/bench/profile-forms.ts [fields] [loads]
 *
 * Needs a production build (apps/web/dist/server.mjs). Writes the last trace
 * to /tmp/formwright-forms-trace.json (open it in Chromium's Performance panel).
 */
import { writeFileSync } from "node:fs";
import { publishForm, startAppServer } from "./lib/app-server";
import { bigFormDocument, bigFormFields } from "./lib/big-form";
import { installProbe, launchChromium, waitForInteractive } from "./lib/browser";
import { freePort } from "./lib/free-port";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const fields = Number(process.argv[2] ?? 500);
const loads = Number(process.argv[3] ?? 3);

const app = await startAppServer({ port: await freePort() });
const browser = await launchChromium();
try {
  const slug = `profile-big-${Date.now().toString(36)}`;
  await publishForm(app.url, bigFormDocument(slug, bigFormFields(fields)));
  const url = `${app.url}/f/${slug}`;
  const byEvent = new Map<string, number[]>();
  const byFunction = new Map<string, number[]>();
  const interactive: number[] = [];
  for (let load = 0; load <= loads; load++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await installProbe(page, '[id^="field-"]');
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "blink", "v8", "loading"],
    });
    await cdp.send("Profiler.start");
    await page.goto(url);
    const at = await waitForInteractive(page);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const trace = await browser.stopTracing();
    await context.close();
    if (load === 0) continue; // warm-up
    interactive.push(at);
    writeFileSync("/tmp/formwright-forms-trace.json", trace);
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's renderer main thread: the CrRendererMain with the most work (the first one
    // is the blank page the tab opened on).
    const busy = new Map<string, number>();
    for (const e of events) {
      if (e.ph === "X" && e.dur)
        busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    }
    const mains = events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.ph === "M")
      .map((e) => `${e.pid}:${e.tid}`)
      .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
    const top = events
      .filter((e) => `${e.pid}:${e.tid}` === mains[0] && e.ph === "X" && e.dur)
      .sort((a, b) => a.ts - b.ts);
    const inner = new Map<string, number>();
    // Each name's time, counting an event inside another of the same name once.
    const ends = new Map<string, number>();
    for (const e of top) {
      if (e.ts < (ends.get(e.name) ?? 0)) continue;
      ends.set(e.name, e.ts + (e.dur ?? 0));
      inner.set(e.name, (inner.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    for (const [k, v] of inner) byEvent.set(k, [...(byEvent.get(k) ?? []), v]);
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const perFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const { functionName, url: file, lineNumber } = node.callFrame;
      const key = `${functionName || "(anonymous)"} ${file.split("/").pop()}:${lineNumber}`;
      perFunction.set(key, (perFunction.get(key) ?? 0) + (self.get(node.id) ?? 0));
    }
    for (const [k, v] of perFunction) byFunction.set(k, [...(byFunction.get(k) ?? []), v]);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / loads;
  console.log(`interactive ms: ${interactive.map((v) => v.toFixed(0)).join(", ")}`);
  console.log("main thread, ms per load, by event (nested events count in their parents too):");
  for (const [k, v] of [...byEvent].sort((a, b) => mean(b[1]) - mean(a[1])).slice(0, 30)) {
    console.log(`  ${mean(v).toFixed(1).padStart(7)}  ${k}`);
  }
  console.log("JavaScript self time, ms per load:");
  for (const [k, v] of [...byFunction].sort((a, b) => mean(b[1]) - mean(a[1])).slice(0, 40)) {
    console.log(`  ${mean(v).toFixed(1).padStart(7)}  ${k}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
