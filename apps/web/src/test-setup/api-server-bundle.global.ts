// Vitest global setup: the API server that tests start as a child process
// (child-api-server.ts) compiled once per run to one JavaScript file, as the
// production server is (scripts/build-server.mjs), instead of each start
// compiling and loading its TypeScript through tsx: about 1.5-2 s of CPU less
// per start, and the reliability tests start it dozens of times (issue 29).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
// @ts-expect-error: a plain JavaScript module of the repository's scripts
import { bundleForNode } from "../../../../scripts/bundle-for-node.mjs";
import { API_SERVER_BUNDLE_ENV } from "../server/testing/child-api-server";

export default async function setup() {
  // Under apps/web (a dot folder the build's freshness check skips): the bundle
  // finds node_modules, the migrations and webhook-thread.mjs from where it lies.
  const parent = path.resolve(import.meta.dirname, "../../.test-server");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, "run-"));
  await bundleForNode(
    "src/server/testing/api-only-server.ts",
    path.join(dir, "api-only-server.mjs"),
  );
  // webhook-poster.ts looks for the delivery thread beside the bundle.
  await bundleForNode(
    "src/server/services/webhooks/webhook-thread.ts",
    path.join(dir, "webhook-thread.mjs"),
  );
  // Test workers, started after this, inherit it.
  process.env[API_SERVER_BUNDLE_ENV] = path.join(dir, "api-only-server.mjs");
  return () => {
    delete process.env[API_SERVER_BUNDLE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
