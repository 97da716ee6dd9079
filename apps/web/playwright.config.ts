import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./e2e/support/env";

/**
 * Browser tests run in Debian's Chromium (no browser download). Without one
 * the suite fails rather than skips: CI must prove the browser behaviour.
 */
function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) {
    throw new Error(
      "No Chromium found: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH",
    );
  }
  return found;
}

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_REPORTER ? undefined : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `node --import tsx ${path.join(root, "apps/web/server.ts")}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      FORMWRIGHT_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      FORMWRIGHT_FORMS_DIR: path.join(root, "forms"),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
