import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const ENTRY = "apps/web/src/server/testing/api-only-server.ts";

/**
 * Names the test run's compiled API server (apps/web/src/test-setup/api-server-bundle.global.ts),
 * which children of this checkout start from; without it they run the source under tsx.
 */
export const API_SERVER_BUNDLE_ENV = "FORMWRIGHT_TEST_API_SERVER";

/** Names the file of the test run's empty PGlite cluster (set by apps/web/src/test-setup). */
export const CLUSTER_TEMPLATE_ENV = "FORMWRIGHT_TEST_CLUSTER_TEMPLATE";

/** A free TCP port on loopback (free when asked; a restart reuses it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real API server (`api-only-server.ts`) in a child process, which a test may kill. */
export interface ChildApiServer {
  url: string;
  graphqlUrl: string;
  /** Starts the process (again) and resolves once `/api/health` answers 200. */
  start: () => Promise<void>;
  /** Sends a signal and resolves when the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Everything the process wrote, across restarts, for failure messages. */
  output: () => string;
  /** How many times the process was started. */
  starts: () => number;
}

/**
 * Controls the API server as a child process (the run's compiled bundle, as
 * production runs one, or `node --import tsx` on the source), with
 * this environment on top of a clean one: the same port and data on every
 * start, so a test can SIGKILL it mid-load and start it again.
 *
 * @example
 * const server = childApiServer({ port: await freePort(), env: { DATA_DIR: dir } });
 * await server.start();
 * await server.kill("SIGKILL");
 * await server.start();
 */
export function childApiServer(options: {
  port: number;
  env: Record<string, string>;
  startTimeoutMs?: number;
  /** Checkout whose server runs (another commit's tree); this repository by default. */
  root?: string;
}): ChildApiServer {
  const root = options.root ?? repoRoot;
  // Another commit's tree (previous-release.ts) runs from its own source.
  const bundle = options.root === undefined ? process.env[API_SERVER_BUNDLE_ENV] : undefined;
  const args = bundle
    ? ["--enable-source-maps", bundle]
    : ["--import", "tsx", path.join(root, ENTRY)];
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let log = "";
  let startCount = 0;

  const start = async () => {
    if (child) throw new Error("already running");
    startCount += 1;
    log += `\n--- start ${startCount} ---\n`;
    const process_ = spawn(process.execPath, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(options.port),
        NEXT_TELEMETRY_DISABLED: "1",
        // The test run's empty cluster, which a new DATA_DIR is copied from (api-only-server.ts).
        ...(process.env[CLUSTER_TEMPLATE_ENV]
          ? { [CLUSTER_TEMPLATE_ENV]: process.env[CLUSTER_TEMPLATE_ENV] }
          : {}),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = process_;
    process_.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    process_.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    const exited = new Promise<never>((_, reject) => {
      process_.once("exit", (code, signal) => {
        if (child === process_) child = null;
        reject(new Error(`server exited (${code ?? signal}) while starting:${log.slice(-3000)}`));
      });
    });
    exited.catch(() => {});
    const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
    const healthy = (async () => {
      while (Date.now() < deadline) {
        try {
          const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (response.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not become healthy:${log.slice(-3000)}`);
    })();
    await Promise.race([healthy, exited]);
  };

  const kill = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running) return;
    const gone = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill(signal);
    await gone;
    child = null;
  };

  return {
    url,
    graphqlUrl: `${url}/api/graphql`,
    start,
    kill,
    output: () => log,
    starts: () => startCount,
  };
}
