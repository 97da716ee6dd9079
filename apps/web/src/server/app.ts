import type { RequestListener } from "node:http";
import path from "node:path";
import { loadAllFieldTypes } from "@formwright/core";
import type { Logger } from "pino";
import {
  DEFAULT_ANONYMOUS_READ_LIMIT_PER_MINUTE,
  DEFAULT_RESPONSE_LIMIT_BYTES,
  type ServerConfig,
} from "./config";
import { type ControlServer, startControlServer } from "./control/control-server";
import { controlSocketPath } from "./control/control-socket-path";
import { type DatabaseConnection, openDatabase } from "./db/database";
import { createGraphQLServer } from "./graphql/yoga";
import { checkoutOriginsOf } from "./http/checkout-origins";
import { internalApiSecret } from "./http/internal-api-call";
import { OIDC_PATHS } from "./http/oidc-routes";
import { createBearerLimiter, createRequestListener } from "./http/request-listener";
import { createLogger } from "./observability/logger";
import { createMetrics, type Metrics } from "./observability/metrics";
import { observeRequests } from "./observability/observe-requests";
import { publicUrlOf } from "./public-url";
import { createOidcSignIn } from "./services/auth/oidc-client";
import { startPurging } from "./services/auth/purge";
import { setupCode, setupLink } from "./services/auth/setup-code";
import { countUsers, createFirstOwner } from "./services/auth/users";
import { DEFAULT_DRAFT_MAX_AGE_DAYS } from "./services/drafts/drafts";
import { syncFormsDirectory } from "./services/forms-as-code";
import type { Integrations } from "./services/integrations";
import { createMailer } from "./services/mail/mailer";
import { type OutboxWorker, startOutboxWorker } from "./services/outbox/worker";
import { paymentsOf } from "./services/payments/stripe-client";
import { createLimiter } from "./services/rate-limits";
import { startFileSweep } from "./services/respondent-files/sweep-respondent-files";
import { startRetention } from "./services/retention/retention-schedule";
import { createStorage } from "./storage/create-storage";

/** A started application without its HTTP server: the listener and the means to stop. */
export interface App {
  listener: RequestListener;
  database: DatabaseConnection;
  metrics: Metrics;
  close: () => Promise<void>;
}

/**
 * Opens the database, applies migrations, loads forms from the forms folder
 * and builds the request listener. `pages` handles every non-API request
 * (Next.js in production; absent in API tests).
 */
export async function createApp(
  config: ServerConfig,
  options: { pages?: RequestListener; log?: (line: string) => void; logger?: Logger } = {},
): Promise<App> {
  // Without a logger (API tests), lines go nowhere unless `log` takes them.
  const logger = options.logger ?? createLogger({ level: "silent" });
  const log = options.log ?? ((line: string) => logger.info(line));
  const warn = options.log ?? ((line: string) => logger.warn(line));
  // The server validates any form: every field type's definition, loaded once.
  await loadAllFieldTypes();
  const storage = createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 });
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  for (const migration of database.migrationsApplied) log(`migration ${migration} applied`);
  let control: ControlServer | null = null;
  try {
    if (database.lock) {
      // The command line cannot open the embedded database beside us: it asks here.
      control = await startControlServer({
        db: database.db,
        storage,
        socket: controlSocketPath(config.dataDir),
        logger,
      });
      await database.lock.setControl(control.socket);
    }
    if (config.initialOwner) {
      const owner = await createFirstOwner(database.db, config.initialOwner);
      if (owner) log(`owner ${owner.email} created from FORMWRIGHT_ADMIN_EMAIL`);
    }
    if ((await countUsers(database.db)) === 0) {
      // Until an owner exists, whoever reaches the port could claim the
      // instance: /setup asks for this code, which only the log shows.
      const code = await setupCode(database.db, config.setupCode);
      log(`Set up Formwright: ${setupLink(config.port, code)}`);
    }
    if (config.formsDir) {
      const synced = await syncFormsDirectory({
        db: database.db,
        dir: config.formsDir,
        storage,
        limitBytes: config.uploadLimitBytes,
      });
      for (const r of synced.images) log(`image ${r.src}: ${r.outcome}`);
      for (const r of synced.forms) {
        log(`form ${r.slug} (${path.relative(process.cwd(), r.file)}): ${r.outcome}`);
      }
      for (const warning of synced.warnings) warn(warning);
    }
  } catch (error) {
    await control?.close();
    await database.close();
    throw error;
  }
  // One limiter for the API and for forms posted without scripts: one budget per client and form.
  const submitLimiter = createLimiter(database.db, {
    prefix: "submit",
    points: config.submitLimitPerMinute,
    durationS: 60,
  });
  const metrics = createMetrics({ db: database.db, poolStats: database.poolStats });
  const mailer = config.mail ? createMailer(config.mail) : null;
  if (config.mail && !config.publicUrl) {
    // Said at start, before the first mail: a link that reaches no one is found late otherwise.
    warn(
      `FORMWRIGHT_PUBLIC_URL is not set: links in mails (invitations, password resets, resume links, notifications) point to ${publicUrlOf(config)}, the address this server was started on. Set it to the address people reach this server at.`,
    );
  }
  const allowPrivateWebhooks = config.webhookAllowPrivate ?? false;
  // Every instance runs a worker: they share the outbox (see services/outbox/worker.ts).
  const worker: OutboxWorker | null =
    (config.outboxWorker ?? true)
      ? startOutboxWorker({
          db: database.db,
          mailer,
          allowPrivate: allowPrivateWebhooks,
          publicUrl: publicUrlOf(config),
          storage,
          pollMs: config.outboxPollMs,
          log,
          onAttempt: metrics.countDelivery,
        })
      : null;
  const integrations: Integrations = {
    mail: config.mail ?? null,
    mailer,
    allowPrivateWebhooks,
    wakeOutbox: () => worker?.wake(),
    payments: paymentsOf(config.stripe),
  };
  const bearerLimiter = createBearerLimiter(database.db);
  const oidc = config.oidc
    ? createOidcSignIn(config.oidc, `${publicUrlOf(config)}${OIDC_PATHS.callback}`)
    : undefined;
  if (oidc) {
    // What the operator registers at the provider; wrong, and every sign-in is refused there.
    log(`single sign-on with ${oidc.settings.issuer}: redirect URI ${oidc.redirectUri}`);
  }
  const yoga = createGraphQLServer({
    db: database.db,
    storage,
    submitLimiter,
    minFillMs: config.minFillMs,
    versionGraceMs: config.versionGraceMs,
    captcha: config.captcha,
    draftMaxAgeMs: (config.draftMaxAgeDays ?? DEFAULT_DRAFT_MAX_AGE_DAYS) * 86_400_000,
    publicUrl: publicUrlOf(config),
    trustProxy: config.trustProxy,
    adminToken: config.adminToken,
    isDev: config.isDev,
    integrations,
    bearerLimiter,
    logger,
    countSubmission: metrics.countSubmission,
    responseLimitBytes: config.responseLimitBytes ?? DEFAULT_RESPONSE_LIMIT_BYTES,
    // Per client address, like submissions; the server's own page renders are not counted.
    anonymousReadLimiter: createLimiter(database.db, {
      prefix: "anonymous-read",
      points: config.anonymousReadLimitPerMinute ?? DEFAULT_ANONYMOUS_READ_LIMIT_PER_MINUTE,
      durationS: 60,
    }),
    internalSecret: internalApiSecret(),
    requireTwoFactor: config.requireTwoFactor ?? false,
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
    nativePost: {
      submitLimiter,
      minFillMs: config.minFillMs,
      versionGraceMs: config.versionGraceMs,
      countSubmission: metrics.countSubmission,
      captcha: config.captcha,
    },
    auth: {
      sessionMaxAgeDays: config.sessionMaxAgeDays,
      setupCode: config.setupCode,
      oidc,
      passwordSignIn: config.passwordSignIn ?? true,
    },
    requireTwoFactor: config.requireTwoFactor ?? false,
    bearerLimiter,
    // The MCP server's tools run the API in process, with the MCP request's address.
    graphqlFetch: async (request, req) => yoga.handleRequest(request, { req }),
    publicUrl: publicUrlOf(config),
    payments: {
      payments: integrations.payments ?? null,
      wakeOutbox: integrations.wakeOutbox,
      checkoutOrigins: checkoutOriginsOf(config.stripe),
    },
  });
  const purge = startPurging(database.db, log);
  const fileSweep = startFileSweep(database.db, storage, log);
  const retention = startRetention(database.db, storage, log, {
    auditRetentionDays: config.auditRetentionDays,
  });
  return {
    listener: observeRequests(listener, { logger, metrics, metricsToken: config.metricsToken }),
    database,
    metrics,
    close: async () => {
      purge.stop();
      fileSweep.stop();
      retention.stop();
      // The worker first: attempts under way finish and are logged before the database closes.
      await worker?.stop();
      await control?.close();
      mailer?.close();
      await database.close();
    },
  };
}
