#!/usr/bin/env node
// `npm run bench`: installs what the benchmarks need when it is missing (the
// npm dependencies; Debian's Chromium and PostgreSQL, as .ci/run does), builds
// the app if needed (the benchmarks drive the real server), then runs
// scripts/bench/run.ts, which starts its own loopback PostgreSQL and writes
// BENCHMARKS.md. Options: --only intake,selects,forms,bundle,export,pages,worst
// --runs N --duration S. `--only worst` times the slowest single requests (issue 10).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function hasPostgres() {
  try {
    return readdirSync("/usr/lib/postgresql").some((version) =>
      existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
    );
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync("/usr/bin/chromium")) missing.push("chromium");
if (!hasPostgres()) missing.push("postgresql");
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The benchmarks need ${missing.join(" and ")}: apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(" and ")} from Debian's packages...`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing], { DEBIAN_FRONTEND: "noninteractive" });
}
if (!existsSync(path.join(root, "node_modules/.bin/tsx"))) {
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

const { buildIfNeeded } = await import("./build-if-needed.mjs");
buildIfNeeded();
run(
  process.execPath,
  ["--import", "tsx", path.join(root, "scripts/bench/run.ts"), ...process.argv.slice(2)],
  {
    NEXT_TELEMETRY_DISABLED: "1",
  },
);
