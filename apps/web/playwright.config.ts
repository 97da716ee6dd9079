import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { enterRunTempDir } from "../../scripts/lib/run-temp-dir";
import {
  E2E_ADMIN_TOKEN,
  E2E_FRESH_PORT,
  E2E_OWNER,
  E2E_PORT,
  E2E_SETUP_CODE,
  E2E_STRIPE_PORT,
  E2E_STRIPE_WEBHOOK_SECRET,
} from "./e2e/support/env";

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

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// Worker processes re-read this file: the data folders are made once, in the
// main process, and handed down through the environment, inside the run's own
// temporary folder, which goes when the run ends (scripts/lib/run-temp-dir.ts).
enterRunTempDir("formwright-e2e-run");
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-"));
process.env.E2E_FRESH_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "formwright-e2e-fresh-"));

function server(options: { port: number; dataDir: string; env: Record<string, string> }) {
  return {
    // The compiled production server, as `npm start` runs it (built with the pages).
    command: `node --enable-source-maps ${path.join(root, "apps/web/dist/server.mjs")}`,
    cwd: root,
    url: `http://127.0.0.1:${options.port}/api/health`,
    reuseExistingServer: false,
    // On a loaded machine a cold start can take longer: E2E_SERVER_TIMEOUT_MS raises it.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      FORMWRIGHT_FORMS_DIR: path.join(root, "forms"),
      NEXT_TELEMETRY_DISABLED: "1",
      // An access line per request would bury the test output; warnings and errors stay.
      LOG_LEVEL: "warn",
      // Tests fill forms faster than people, and submit and read often from one address;
      // these protections are proven by the integration tests instead.
      FORMWRIGHT_MIN_FILL_MS: "0",
      FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "100000",
      FORMWRIGHT_ANONYMOUS_READ_LIMIT_PER_MINUTE: "100000",
      ...options.env,
    },
  };
}

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
  webServer: [
    // A local fake of Stripe's API and Checkout page (issue 36), before the server that pays through it.
    {
      command: `node --import tsx ${path.join(root, "apps/web/e2e/support/fake-stripe-server.ts")}`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_STRIPE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
      env: { E2E_PORT: String(E2E_PORT) },
    },
    // The main server: the shipped forms, an owner account and an admin token.
    server({
      port: E2E_PORT,
      dataDir: process.env.E2E_DATA_DIR,
      env: {
        FORMWRIGHT_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        FORMWRIGHT_ADMIN_EMAIL: E2E_OWNER.email,
        FORMWRIGHT_ADMIN_PASSWORD: E2E_OWNER.password,
        // The webhook spec's receiver listens on loopback.
        FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE: "1",
        FORMWRIGHT_OUTBOX_POLL_MS: "100",
        // Payments (issue 36) through the fake above: its API, its key and its signing secret.
        FORMWRIGHT_STRIPE_SECRET_KEY: "sk_test_formwright_fake",
        FORMWRIGHT_STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        FORMWRIGHT_STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      },
    }),
    // A server that starts with no user at all, for the first-start journey.
    // Its setup code is fixed here, as an operator may fix it, instead of
    // being read from the server's log.
    server({
      port: E2E_FRESH_PORT,
      dataDir: process.env.E2E_FRESH_DATA_DIR,
      env: {
        FORMWRIGHT_SETUP_CODE: E2E_SETUP_CODE,
        // Email "configured" for "Forgot your password?"; nothing listens there,
        // so a mail would only wait in the outbox (the main server has no email).
        FORMWRIGHT_SMTP_URL: `smtp://127.0.0.1:${E2E_FRESH_PORT + 1}`,
        FORMWRIGHT_MAIL_FROM: "Formwright <forms@e2e.test>",
      },
    }),
  ],
});
