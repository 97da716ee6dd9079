#!/usr/bin/env node
// `npm test`: every test. Unit, component and integration tests (Vitest) and
// the browser tests (Playwright in Debian's Chromium) against a built app,
// then the bundle budget. Ends with one line `N passed, N failed` counting all.
//
// The app is built first. FORMWRIGHT_TEST_SIDE_BY_SIDE=1 then runs Vitest and
// Playwright at once instead of one after the other: both partly wait (on
// PGlite, child processes, the browser), but on a loaded 2-core machine the
// browser tests' 10 s expectations then time out (issue 29: two select specs
// failed that way), so one after the other stays the default.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildIfNeeded, root } from "./build-if-needed.mjs";

const out = path.join(root, ".test-output");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const only = process.argv[2]; // "unit" or "e2e" to run one half
// After "unit", file filters for Vitest: `node scripts/test-all.mjs unit receipt`.
const vitestFilters = only === "unit" ? process.argv.slice(3) : [];
const sideBySide = !only && process.env.FORMWRIGHT_TEST_SIDE_BY_SIDE === "1";

/**
 * Runs a command to its end; with `logFile`, its output goes there instead of
 * to the terminal, and with `tee` as well as to the terminal.
 */
function run(cmd, args, { extraEnv = {}, logFile, tee = false } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? createWriteStream(logFile) : null;
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...env, ...extraEnv },
    });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      if (tee) {
        child.stdout.pipe(process.stdout, { end: false });
        child.stderr.pipe(process.stderr, { end: false });
      }
    }
    child.on("close", (code) => {
      if (log) log.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const started = performance.now();
/** Wall time of each part, for the closing lines. */
const took = [];
async function timed(name, part) {
  const start = performance.now();
  await part();
  took.push(`${name} ${((performance.now() - start) / 1000).toFixed(0)} s`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
/** What failed, by name, repeated at the very end where a CI log's tail shows it. */
const failures = [];

/** The first line of a failure message, short enough for a summary. */
function firstLine(message) {
  return (
    String(message ?? "")
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ""
  );
}

/** Why a Vitest test failed, in a line: Vitest reports a timeout as a bare STACK_TRACE_ERROR. */
function vitestReason(test) {
  const line = firstLine(test.failureMessages?.[0]);
  return line === "Error: STACK_TRACE_ERROR"
    ? `timed out, most likely (after ${Math.round(test.duration ?? 0)} ms)`
    : line;
}

async function vitest() {
  const vitestJson = path.join(out, "vitest.json");
  const vitestLog = path.join(out, "vitest.log");
  const code = await run(
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
      ...vitestFilters,
    ],
    { logFile: vitestLog, tee: true },
  );
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? []) {
      const name = path.relative(root, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status === "failed")
          failures.push(`Vitest ${name} › ${test.fullName}: ${vitestReason(test)}`);
      }
      if (
        file.status === "failed" &&
        !(file.assertionResults ?? []).some((t) => t.status === "failed")
      )
        failures.push(`Vitest ${name}: ${firstLine(file.message) || "the file failed to run"}`);
    }
  }
  if (code !== 0) {
    exitCode = code;
    // An unhandled error fails the run without failing a test: name it too.
    const logText = stripVTControlCharacters(
      existsSync(vitestLog) ? readFileSync(vitestLog, "utf8") : "",
    );
    const at = logText.search(/Unhandled (Errors?|Rejection)|Uncaught Exception/);
    if (at >= 0) {
      const end = logText.indexOf("Test Files", at);
      failures.push(
        `Vitest: ${logText.slice(at, Math.min(end < 0 ? Infinity : end, at + 2500)).trim()}`,
      );
    }
    if (!report || report.numFailedTests === 0) {
      failed += 1; // the run itself broke
      if (at < 0)
        failures.push(`Vitest exited ${code} with no failed test named (see its output above)`);
    }
  }
}

async function playwright(logFile) {
  const playwrightJson = path.join(out, "playwright.json");
  const code = await run(
    "npx",
    ["playwright", "test", "-c", "apps/web/playwright.config.ts", "--reporter=list,json"],
    {
      extraEnv: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson, PLAYWRIGHT_REPORTER: "cli" },
      logFile,
    },
  );
  const report = readJson(playwrightJson);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected") continue;
          const error = test.results?.at(-1)?.error?.message;
          failures.push(
            `Playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, child.title === child.file ? titles : [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
  if (code !== 0) {
    exitCode = code;
    if (!report || report.stats.unexpected === 0) {
      failed += 1;
      failures.push(`Playwright exited ${code} with no failed test named (see its output above)`);
    }
  }
}

// The bundle budget of issue 6 (a size check on the build), counted as one test.
async function bundleBudget(logFile) {
  const budget = await run(process.execPath, [path.join(root, "scripts/check-bundle-budget.mjs")], {
    logFile,
  });
  if (budget === 0) passed += 1;
  else {
    failed += 1;
    exitCode = budget;
    failures.push("the bundle budget (see its output above)");
  }
}

if (only !== "unit") await timed("build", async () => buildIfNeeded());

if (sideBySide) {
  // Vitest keeps the terminal; the browser tests' output is kept and shown after.
  const e2eLog = path.join(out, "playwright.log");
  const budgetLog = path.join(out, "bundle-budget.log");
  console.log(`Browser tests run beside Vitest; their output follows it (${e2eLog}).`);
  const e2e = timed("Playwright", () => playwright(e2eLog)).then(() =>
    timed("bundle budget", () => bundleBudget(budgetLog)),
  );
  await timed("Vitest", vitest);
  await e2e;
  for (const [title, file] of [
    ["Browser tests (Playwright)", e2eLog],
    ["Bundle budget", budgetLog],
  ]) {
    console.log(`\n--- ${title} ---`);
    process.stdout.write(existsSync(file) ? readFileSync(file, "utf8") : "(no output)\n");
  }
} else {
  if (only !== "e2e") await timed("Vitest", vitest);
  if (only !== "unit") {
    await timed("Playwright", () => playwright());
    await timed("bundle budget", () => bundleBudget());
  }
}

if (failures.length > 0) {
  console.log(`\nWhat failed (${failures.length}):`);
  for (const failure of failures) console.log(`- ${failure}`);
}
const total = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\nTook ${total} s (${took.join(", ")}${sideBySide ? "; Vitest and Playwright side by side" : ""})`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(exitCode !== 0 || failed > 0 ? 1 : 0);
