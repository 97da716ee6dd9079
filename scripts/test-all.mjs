#!/usr/bin/env node
// `npm test`: every test. Unit, component and integration tests (Vitest), then
// the browser tests (Playwright in Debian's Chromium) against a built app.
// Ends with one line `N passed, N failed` counting both.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildIfNeeded, root } from "./build-if-needed.mjs";

const out = path.join(root, ".test-output");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const only = process.argv[2]; // "unit" or "e2e" to run one half

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...extraEnv },
  });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

if (only !== "e2e") {
  const vitestJson = path.join(out, "vitest.json");
  const code = run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]);
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (code !== 0) {
    exitCode = code;
    if (!report || report.numFailedTests === 0) failed += 1; // the run itself broke
  }
}

if (only !== "unit") {
  buildIfNeeded();
  const playwrightJson = path.join(out, "playwright.json");
  const code = run(
    "npx",
    ["playwright", "test", "-c", "apps/web/playwright.config.ts", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson, PLAYWRIGHT_REPORTER: "cli" },
  );
  const report = readJson(playwrightJson);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  if (code !== 0) {
    exitCode = code;
    if (!report || report.stats.unexpected === 0) failed += 1;
  }

  // The bundle budget of issue 6 (a size check on the build), counted as one test.
  const budget = run(process.execPath, [path.join(root, "scripts/check-bundle-budget.mjs")]);
  if (budget === 0) passed += 1;
  else {
    failed += 1;
    exitCode = budget;
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(exitCode !== 0 || failed > 0 ? 1 : 0);
