/**
 * The one Formwright process: `/api/graphql` goes straight to GraphQL Yoga on
 * Node's own http server, every other path to Next.js.
 */
import { createServer } from "node:http";
import next from "next";
import { createApp } from "./src/server/app";
import { appRoot } from "./src/server/app-root";
import { loadConfig } from "./src/server/config";
import { internalApiSecret } from "./src/server/http/internal-api-call";
import { createLogger, setProcessLogger } from "./src/server/observability/logger";
import { PRIVATE_UMASK } from "./src/server/private-files";

// This file runs from apps/web (development, through tsx) or bundled into apps/web/dist.
const appDir = appRoot();

async function main() {
  // Before anything is written: DATA_DIR, PGlite's files and uploads are this user's alone.
  process.umask(PRIVATE_UMASK);
  const isDevFlag = process.argv.includes("--dev");
  if (isDevFlag) Object.assign(process.env, { NODE_ENV: "development" });
  const config = loadConfig();
  // JSON lines in production, readable ones in development (LOG_LEVEL sets the level).
  const logger = createLogger({ level: config.logLevel, pretty: config.isDev });
  setProcessLogger(logger);
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  // Server-rendered pages read the API over loopback through the query client.
  process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL ??= `http://127.0.0.1:${config.port}/api/graphql`;
  // With this process's secret, so those reads are not counted as an anonymous client's.
  internalApiSecret();
  // The /uploads route (inside Next, so the image optimizer can read it) serves from here.
  process.env.FORMWRIGHT_UPLOADS_DIR = config.uploadsDir;

  const nextApp = next({
    dev: config.isDev,
    dir: appDir,
    hostname: "localhost",
    port: config.port,
  });
  const [app] = await Promise.all([
    createApp(config, { pages: nextApp.getRequestHandler(), logger }),
    nextApp.prepare(),
  ]);
  const server = createServer(app.listener);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(`Formwright ready on http://localhost:${config.port} (${app.database.kind})`);
  });

  const stop = () => {
    server.close();
    void Promise.allSettled([app.close(), nextApp.close()]).then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
