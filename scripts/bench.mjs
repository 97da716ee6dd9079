#!/usr/bin/env node
// `npm run bench`: builds the app if needed (the benchmarks drive the real
// server), makes sure a loopback PostgreSQL runs, then runs scripts/bench/run.ts.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded, root } from "./build-if-needed.mjs";

buildIfNeeded();
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join(root, "scripts/bench/run.ts"), ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
);
process.exit(result.status ?? 1);
