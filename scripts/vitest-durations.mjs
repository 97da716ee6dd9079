#!/usr/bin/env node
// Writes scripts/vitest-durations.json from a Vitest JSON report (npm test
// leaves one in .test-output/vitest.json): each test file of 2 s or more, in
// seconds, longest first. scripts/vitest-sequencer.ts starts those first.
// Run: node scripts/vitest-durations.mjs .test-output/vitest.json
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportFile = process.argv[2];
if (!reportFile) {
  console.error("usage: node scripts/vitest-durations.mjs <vitest.json>");
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, "utf8"));
// The report names files by absolute path, in whatever checkout it ran.
const reportRoot = path.dirname(path.dirname(path.resolve(reportFile)));
const durations = report.testResults
  .map((file) => [
    path.relative(reportRoot, file.name),
    Math.round((file.endTime - file.startTime) / 100) / 10,
  ])
  .filter(([, seconds]) => seconds >= 2)
  .sort((a, b) => b[1] - a[1]);
writeFileSync(
  path.join(root, "scripts/vitest-durations.json"),
  `${JSON.stringify(Object.fromEntries(durations), null, 2)}\n`,
);
console.log(`${durations.length} files of 2 s or more written to scripts/vitest-durations.json`);
