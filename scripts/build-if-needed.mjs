// Builds the web app when its build is missing or older than any source.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");

/** The compiled production server (scripts/build-server.mjs). */
export const SERVER_BUNDLE = path.join(web, "dist/server.mjs");
/** The webhook delivery thread, built beside the server. */
const THREAD_BUNDLE = path.join(web, "dist/webhook-thread.mjs");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `.next/BUILD_ID` or a server bundle is missing, or older than the app's inputs. */
export function needsBuild() {
  const buildId = path.join(web, ".next/BUILD_ID");
  if (!existsSync(buildId) || !existsSync(SERVER_BUNDLE) || !existsSync(THREAD_BUNDLE)) return true;
  const inputs = [
    path.join(web, "src"),
    path.join(web, "server.ts"),
    path.join(web, "next.config.ts"),
    path.join(root, "packages"),
    path.join(root, "package-lock.json"),
  ];
  return Math.max(...inputs.map(newestMtime)) > statSync(buildId).mtimeMs;
}

/** Builds pages and server if needed; exits the process when the build fails. */
export function buildIfNeeded() {
  if (process.env.FORMWRIGHT_SKIP_BUILD === "1" || !needsBuild()) return;
  console.log("Building the web app (first run, or sources changed)...");
  const result = spawnSync("npm", ["run", "build", "-w", "@formwright/web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
