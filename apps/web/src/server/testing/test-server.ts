import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { createApp } from "../app";
import type { ServerConfig } from "../config";

/** A running API (no Next pages) on a random loopback port, over an in-memory PGlite. */
export interface TestServer {
  url: string;
  graphqlUrl: string;
  /** POSTs a GraphQL operation and returns the HTTP status and parsed body. */
  gql: (
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: GraphQLBody }>;
  close: () => Promise<void>;
  /** The server's database, for checks the API does not answer. */
  database: Awaited<ReturnType<typeof createApp>>["database"];
}

/** The JSON body of a GraphQL response. */
export interface GraphQLBody {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * Starts the API for a test; `formsDir` loads forms as code. The port is
 * chosen before the app starts and given to it as `PORT` is, so links it
 * makes without `publicUrl` point at this server. `log` takes the lines
 * start-up writes.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { pages?: RequestListener; logger?: Logger; log?: (line: string) => void } = {},
): Promise<TestServer> {
  let listener: RequestListener | null = null;
  const server = createServer((req, res) => listener?.(req, res));
  // As server.ts: with Node's 5 s default, a socket left idle while a loaded
  // machine was busy was closed by the server just as fetch reused it, and the
  // request failed with ECONNRESET (autosave.test.tsx in a whole-suite run).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // A test that names no uploads folder gets a temporary one, removed on close: the
  // folders left behind by every run once filled the machine's disk.
  const ownUploadsDir = overrides.uploadsDir
    ? null
    : mkdtempSync(path.join(os.tmpdir(), "formwright-test-uploads-"));
  const removeOwnUploadsDir = () => {
    if (ownUploadsDir) rmSync(ownUploadsDir, { recursive: true, force: true });
  };
  const config: ServerConfig = {
    port,
    host: "127.0.0.1",
    isDev: false,
    dataDir: "memory://",
    databaseUrl: undefined,
    databasePoolSize: 4,
    adminToken: "test-admin-token",
    initialOwner: null,
    formsDir: null,
    bodyLimitBytes: 1_000_000,
    uploadLimitBytes: 10 * 1024 * 1024,
    trustProxy: false,
    corsOrigins: [],
    submitLimitPerMinute: 30,
    minFillMs: 0,
    versionGraceMs: 24 * 3_600_000,
    ...overrides,
    uploadsDir: overrides.uploadsDir ?? (ownUploadsDir as string),
  };
  const app = await createApp(config, options).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    removeOwnUploadsDir();
    throw error;
  });
  listener = app.listener;
  const url = `http://127.0.0.1:${port}`;
  const graphqlUrl = `${url}/api/graphql`;
  return {
    url,
    graphqlUrl,
    gql: async (query, variables, headers) => {
      const response = await fetch(graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLBody };
    },
    database: app.database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      removeOwnUploadsDir();
    },
  };
}
