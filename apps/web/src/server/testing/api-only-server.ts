/**
 * The API without the pages: the same configuration (read from the
 * environment), database, migrations and request listener as `server.ts`,
 * minus Next.js, so tests can run the real server as a child process (and
 * kill it) without a production build.
 *
 * Run: `node --import tsx apps/web/src/server/testing/api-only-server.ts`.
 * Prints `ready <port>` once it listens.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setNewClusterTemplate } from "../db/new-cluster-template";
import { PRIVATE_UMASK } from "../private-files";
import { CLUSTER_TEMPLATE_ENV } from "./child-api-server";

async function main() {
  // As server.ts: what the server writes (DATA_DIR, PGlite, uploads) is its user's alone.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  // Started by a test: a new DATA_DIR is copied from the run's empty cluster, as in the test process.
  const template = process.env[CLUSTER_TEMPLATE_ENV];
  if (template) setNewClusterTemplate(() => new Blob([readFileSync(template)]));
  // Start-up lines (migrations applied, forms provisioned) on stdout, for the tests to read.
  const app = await createApp(config, { log: (line) => console.log(line) });
  const server = createServer(app.listener);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`ready ${port} ${app.database.kind}`);
  });
  const stop = () => {
    server.close();
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
