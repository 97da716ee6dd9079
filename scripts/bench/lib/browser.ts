/// <reference lib="dom" />
/**
 * Chromium for the browser benchmarks (Debian's, through Playwright, as the
 * browser tests use it) and the in-page probes they read.
 */
import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";

/** Debian's Chromium, or CHROMIUM_PATH. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found)
    throw new Error("No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH");
  return found;
}

/** The flags of apps/web/playwright.config.ts. */
const BROWSER_TEST_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/**
 * Headless Chromium with the browser tests' flags. For timings, frames are
 * not held to a 60 Hz clock (`--disable-frame-rate-limit`, `--disable-gpu-vsync`):
 * a keystroke's "next paint" then comes as soon as the work is done, so the
 * figure is the page's work, not that plus up to 16.7 ms of waiting for vsync.
 */
export function launchChromium({ forTiming = true } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      ...BROWSER_TEST_FLAGS,
      ...(forTiming ? ["--disable-frame-rate-limit", "--disable-gpu-vsync"] : []),
    ],
  });
}

/** What the probe script keeps on `window.__bench`. */
export interface ProbeState {
  /**
   * One per key pressed: keydown (its event timestamp) → after the next paint
   * (`ms`), and → the start of that frame (`scriptMs`: the key's handling, i.e. the
   * browser inserting text and the page's handlers, before the frame's style, layout, paint).
   */
  keys: Array<{ key: string; ms: number; scriptMs: number }>;
  /** ms since navigation start of the first React commit after which `readySelector`'s last match is React's. */
  interactiveAt: number | null;
}

/**
 * Runs in every page before its own scripts (addInitScript):
 *
 * - each keydown is timed from the event's timestamp to after the next paint
 *   (a requestAnimationFrame callback runs before the paint, a message posted
 *   from it runs after it);
 * - a minimal React DevTools hook is installed: React calls it on every
 *   commit, production builds too. "Interactive" is the first commit after
 *   which the last element matching the selector carries React's props (React
 *   owns it, so its handlers run): for a server-rendered page the end of
 *   hydration, for a client-rendered one the first render.
 */
function probe(readySelector: string) {
  const state: ProbeState = { keys: [], interactiveAt: null };
  Object.assign(window, { __bench: state });
  document.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const scriptMs = performance.now() - start;
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          state.keys.push({ key: event.key, ms: performance.now() - start, scriptMs });
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  const isReactOwned = (element: Element) =>
    Object.keys(element).some((k) => k.startsWith("__reactProps$"));
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: () => {
        if (state.interactiveAt !== null) return;
        const all = document.querySelectorAll(readySelector);
        const last = all[all.length - 1];
        if (last && isReactOwned(last)) state.interactiveAt = performance.now();
      },
    },
  });
}

/** Installs {@link probe} in every document the page loads. */
export async function installProbe(page: Page, readySelector: string): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps functions in a `__name` helper the
  // page does not have: give it one that does nothing.
  await page.addInitScript("globalThis.__name ??= (target) => target;");
  await page.addInitScript(probe, readySelector);
}

/** The probe's state in the page. */
export function probeState(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);
}

/** Waits until the probe saw the page become interactive; returns when (ms since navigation start). */
export async function waitForInteractive(page: Page, timeoutMs = 60_000): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: ProbeState }).__bench.interactiveAt !== null,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await probeState(page)).interactiveAt as number;
}

/** One key's timings, in ms: to the next paint, and to the start of that frame. */
export interface KeyTiming {
  ms: number;
  scriptMs: number;
}

/**
 * Presses each key in turn, waiting for its timing (keydown → next paint)
 * before the next one; returns the timings.
 */
export async function timeKeysInDetail(
  page: Page,
  keys: readonly string[],
  timeoutMs = 120_000,
): Promise<KeyTiming[]> {
  const times: KeyTiming[] = [];
  for (const key of keys) {
    const before = (await probeState(page)).keys.length;
    await page.keyboard.press(key);
    await page.waitForFunction(
      (count) => (window as unknown as { __bench: ProbeState }).__bench.keys.length > count,
      before,
      { timeout: timeoutMs, polling: 10 },
    );
    const { keys: recorded } = await probeState(page);
    const { ms, scriptMs } = recorded[before] as KeyTiming;
    times.push({ ms, scriptMs });
  }
  return times;
}

/** {@link timeKeysInDetail}, keydown → next paint only. */
export async function timeKeys(
  page: Page,
  keys: readonly string[],
  timeoutMs = 120_000,
): Promise<number[]> {
  return (await timeKeysInDetail(page, keys, timeoutMs)).map((timing) => timing.ms);
}
