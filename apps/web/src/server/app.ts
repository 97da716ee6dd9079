import type { RequestListener } from "node:http";
import path from "node:path";
import type { ServerConfig } from "./config";
import { type DatabaseConnection, openDatabase } from "./db/database";
import { createGraphQLServer } from "./graphql/yoga";
import { createRequestListener } from "./http/request-listener";
import { createFirstOwner } from "./services/auth/users";
import { syncFormsDirectory } from "./services/forms-as-code";
import { createLimiter } from "./services/rate-limits";
import { localDiskStorage } from "./storage/local-disk-storage";

/** A started application without its HTTP server: the listener and the means to stop. */
export interface App {
  listener: RequestListener;
  database: DatabaseConnection;
  close: () => Promise<void>;
}

/**
 * Opens the database, applies migrations, loads forms from the forms folder
 * and builds the request listener. `pages` handles every non-API request
 * (Next.js in production; absent in API tests).
 */
export async function createApp(
  config: ServerConfig,
  options: { pages?: RequestListener; log?: (line: string) => void } = {},
): Promise<App> {
  const log = options.log ?? (() => {});
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  try {
    if (config.initialOwner) {
      const owner = await createFirstOwner(database.db, config.initialOwner);
      if (owner) log(`owner ${owner.email} created from FORMWRIGHT_ADMIN_EMAIL`);
    }
    if (config.formsDir) {
      for (const r of await syncFormsDirectory(database.db, config.formsDir)) {
        log(`form ${r.slug} (${path.relative(process.cwd(), r.file)}): ${r.outcome}`);
      }
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = localDiskStorage(config.uploadsDir);
  const yoga = createGraphQLServer({
    db: database.db,
    storage,
    submitLimiter: createLimiter(database.db, {
      prefix: "submit",
      points: config.submitLimitPerMinute,
      durationS: 60,
    }),
    minFillMs: config.minFillMs,
    trustProxy: config.trustProxy,
    adminToken: config.adminToken,
    isDev: config.isDev,
  });
  const listener = createRequestListener({
    graphql: yoga,
    db: database.db,
    bodyLimitBytes: config.bodyLimitBytes,
    pages: options.pages,
    adminToken: config.adminToken,
    isDev: config.isDev,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    uploads: { storage, limitBytes: config.uploadLimitBytes },
  });
  return { listener, database, close: () => database.close() };
}
