#!/usr/bin/env node
// `npm start`: builds the web app if needed, then serves API and pages in one
// process on PORT (default 3000).
import { spawn } from "node:child_process";
import { buildIfNeeded, root, SERVER_BUNDLE } from "./build-if-needed.mjs";

buildIfNeeded();
// Plain JavaScript in production: the server was compiled by the build.
const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
