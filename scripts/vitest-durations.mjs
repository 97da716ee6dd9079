#!/usr/bin/env node
// Writes scripts/vitest-durations.json from the output of a Vitest run (npm
// test keeps it in .test-output/vitest.log): each test file of 2 s or more,
// in seconds, longest first. scripts/vitest-sequencer.ts starts those first.
// The log's time of a file counts its set-up (beforeAll) too, which the JSON
// report's start and end times leave out (packages-pack.test.ts: 57 s, of
// which its tests 3 s).
// Run: node scripts/vitest-durations.mjs .test-output/vitest.log
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const logFile = process.argv[2];
if (!logFile) {
  console.error("usage: node scripts/vitest-durations.mjs <vitest.log>");
  process.exit(2);
}
/** Where each project's file paths start from (vitest.config.ts). */
const projectRoots = {
  core: "packages/core",
  fields: "packages/fields",
  "query-client": "packages/query-client",
  web: "apps/web",
  scripts: ".",
};
const durations = new Map();
// A file's line: ` ✓  web  src/server/x.int.test.ts (6 tests | 1 skipped) 23126ms`
const line = /^\s*[✓❯×]\s+(\S+)\s+(\S+\.test\.tsx?) \(\d+ tests?[^)]*\)\s+(\d+)ms\s*$/;
for (const text of stripVTControlCharacters(readFileSync(logFile, "utf8")).split("\n")) {
  const match = line.exec(text);
  if (!match) continue;
  const [, project, file, ms] = match;
  const dir = projectRoots[project.replace(/-isolated$/, "")];
  if (dir === undefined) throw new Error(`unknown Vitest project ${project}`);
  const seconds = Math.round(Number(ms) / 100) / 10;
  if (seconds >= 2) durations.set(path.posix.join(dir, file), seconds);
}
if (durations.size === 0) throw new Error(`no test file's time found in ${logFile}`);
const sorted = [...durations].sort((a, b) => b[1] - a[1]);
writeFileSync(
  path.join(root, "scripts/vitest-durations.json"),
  `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`,
);
console.log(`${sorted.length} files of 2 s or more written to scripts/vitest-durations.json`);
