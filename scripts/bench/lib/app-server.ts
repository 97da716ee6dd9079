import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The admin token benchmark servers accept. */
/**
 * The checkout whose built server is started: this one, or another build of
 * the product (BENCH_APP_ROOT=/path/to/a/worktree, built there) measured by
 * this bench, e.g. an earlier commit's CPU per submission beside today's.
 */
const appRoot = process.env.BENCH_APP_ROOT ? path.resolve(process.env.BENCH_APP_ROOT) : root;

export const BENCH_ADMIN_TOKEN = "bench-admin-token-at-least-32-characters";

/** A Formwright server started for a benchmark. */
export interface RunningServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

/**
 * Starts the real server (`apps/web/dist/server.mjs`, compiled, production mode, API and
 * pages) on a port, with PGlite in a fresh folder or PostgreSQL at `databaseUrl`.
 */
export async function startAppServer(options: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-bench-"));
  const child = spawn(
    process.execPath,
    [
      "--enable-source-maps",
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      // An early build (before the compiled server, 2026-11-21) ran its TypeScript entry.
      ...(existsSync(path.join(appRoot, "apps/web/dist/server.mjs"))
        ? [path.join(appRoot, "apps/web/dist/server.mjs")]
        : ["--import", "tsx", path.join(appRoot, "apps/web/server.ts")]),
    ],
    {
      cwd: appRoot,
      stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        FORMWRIGHT_FORMS_DIR: path.join(appRoot, "forms"),
        FORMWRIGHT_ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
        // One address sends everything: keep the per-client limit in the path
        // (its database cost is measured) but high enough never to refuse.
        FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "1000000000",
        // Real intake comes from many addresses; the load generator names one per
        // request in X-Forwarded-For (a header only, nothing is sent there).
        FORMWRIGHT_TRUST_PROXY: "1",
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`the server exited with code ${code} while starting`)),
    ),
  );
  exited.catch(() => {});
  await Promise.race([waitForHealthy(`${url}/api/health`), exited]);
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** Runs a GraphQL operation with the admin token. */
export async function adminGraphQL<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}

/** Creates and publishes a form; returns its id. */
export async function publishForm(url: string, document: unknown): Promise<string> {
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    url,
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    { d: document },
  );
  await adminGraphQL(url, `mutation($id: ID!) { publishForm(id: $id) { id } }`, {
    id: created.createForm.id,
  });
  return created.createForm.id;
}
