import type { IncomingMessage, ServerResponse } from "node:http";
import { createYoga } from "graphql-yoga";
import type { Logger } from "pino";
import { isAllowed } from "../../lib/permissions";
import { DEFAULT_RESPONSE_LIMIT_BYTES } from "../config";
import type { Database } from "../db/database";
import { clientAddress, requestAddress } from "../http/client-address";
import { isInternalApiCall } from "../http/internal-api-call";
import { isSameOrigin } from "../http/same-origin";
import type { SubmissionOutcome } from "../observability/metrics";
import {
  type Actor,
  bearerAttemptsOf,
  resolveActor,
  TooManyBearerFailuresError,
} from "../services/auth/actor";
import {
  createResetRequestLimiters,
  type ResetRequestLimiters,
} from "../services/auth/reset-request-limits";
import { DEFAULT_DRAFT_MAX_AGE_DAYS } from "../services/drafts/drafts";
import { type Integrations, NO_INTEGRATIONS } from "../services/integrations";
import { type CaptchaConfig, DEFAULT_CAPTCHA_CONFIG } from "../services/protection/captcha-config";
import { getPublishedForm, type PublishedForm } from "../services/published-forms";
import type { Limiter } from "../services/rate-limits";
import { type WorkspaceAccess, workspaceAccessOf } from "../services/workspaces/access";
import type { FileStorage } from "../storage/file-storage";
import { anonymousReadLimitPlugin } from "./anonymous-read-limit";
import type { GraphQLContext } from "./context";
import { responseLimitPlugin } from "./response-limit";
import { schema } from "./schema";
import { securityPlugins } from "./security-plugins";
import { submissionMetricsPlugin } from "./submission-metrics";
import { submitLimitError } from "./submit-limit";

const DAY_MS = 86_400_000;

/** Path the API answers on. */
export const GRAPHQL_PATH = "/api/graphql";

/** Creates the Yoga server for the API. */
export function createGraphQLServer(options: {
  db: Database;
  storage: FileStorage;
  adminToken: string | undefined;
  isDev: boolean;
  /** Submissions per client address and form. */
  submitLimiter: Limiter;
  minFillMs: number;
  versionGraceMs: number;
  /** Keys of the CAPTCHAs protected forms ask for (default: ALTCHA with the database's key only). */
  captcha?: CaptchaConfig;
  /** How long (ms) a saved draft can be resumed (default 30 days). */
  draftMaxAgeMs?: number;
  trustProxy: boolean;
  /** Where every link handed out for others points (`publicUrlOf`): never a request header. */
  publicUrl: string;
  integrations?: Integrations;
  /** Failed bearer credentials per client address. */
  bearerLimiter?: Limiter;
  /** Where Yoga's own warnings and errors go (the process's JSON log). */
  logger?: Logger;
  /** Told how each submitForm ended (the metrics count them). */
  countSubmission?: (outcome: SubmissionOutcome, reason: string) => void;
  /** Limits of "Forgot your password?" (defaults to the production limits). */
  resetRequestLimiters?: ResetRequestLimiters;
  /** Largest answer in bytes (FORMWRIGHT_RESPONSE_LIMIT_BYTES). */
  responseLimitBytes?: number;
  /** Root fields anonymous callers read, per client address; none counted when absent. */
  anonymousReadLimiter?: Limiter;
  /** The secret the server's own pages send (see http/internal-api-call.ts); their reads are not counted. */
  internalSecret?: string;
  /** FORMWRIGHT_REQUIRE_2FA: users without two-factor sign-in may only set it up. */
  requireTwoFactor?: boolean;
}) {
  const resetRequestLimiters =
    options.resetRequestLimiters ?? createResetRequestLimiters(options.db);
  // Who asks, looked up at most once per request: by the introspection gate
  // (before validation) and by the resolvers (through the context).
  const actors = new WeakMap<Request, Promise<Actor | null>>();
  const actorOf = (request: Request, req: IncomingMessage | undefined): Promise<Actor | null> => {
    let actor = actors.get(request);
    if (!actor) {
      const address = req ? clientAddress(req, options.trustProxy) : "unknown";
      const { bearerLimiter } = options;
      actor = resolveActor(options.db, {
        authorization: request.headers.get("authorization"),
        // The session cookie counts only from our own pages (another site's
        // page cannot make it count, whatever it sends); bearer keys count from anywhere.
        cookie: req && isSameOrigin(req) ? request.headers.get("cookie") : null,
        adminToken: options.adminToken,
        bearerAttempts: bearerLimiter && bearerAttemptsOf(bearerLimiter, address),
      }).catch((error: unknown) => {
        if (error instanceof TooManyBearerFailuresError) {
          throw submitLimitError(error.retryAfterSeconds, error.message);
        }
        throw error;
      });
      actors.set(request, actor);
    }
    return actor;
  };
  const accesses = new WeakMap<Request, Promise<WorkspaceAccess | null>>();
  const workspaceAccessOfRequest = (request: Request, req: IncomingMessage | undefined) => {
    let access = accesses.get(request);
    if (!access) {
      access = actorOf(request, req).then((actor) =>
        actor ? workspaceAccessOf(options.db, actor) : null,
      );
      accesses.set(request, access);
    }
    return access;
  };
  // The permission table's `__schema` role and API keys may read the schema
  // (tools need it); anonymous callers never, and a request without
  // credentials costs no lookup.
  const mayIntrospect = async (request: Request, serverContext: { req?: IncomingMessage }) => {
    if (!request.headers.has("authorization") && !request.headers.has("cookie")) return false;
    const actor = await actorOf(request, serverContext.req);
    return actor?.kind === "apiKey" || isAllowed(actor?.role ?? null, "__schema");
  };
  // One lookup per slug per request: 15 aliases in each of 10 batched operations ask once.
  const publishedForms = new WeakMap<Request, Map<string, Promise<PublishedForm | null>>>();
  const publishedFormOf = (request: Request) => (slug: string) => {
    let forms = publishedForms.get(request);
    if (!forms) {
      forms = new Map();
      publishedForms.set(request, forms);
    }
    let form = forms.get(slug);
    if (!form) {
      form = getPublishedForm(options.db, slug);
      forms.set(slug, form);
    }
    return form;
  };
  // Anonymous: no valid credential, and not one of our own pages reading over loopback.
  const anonymousKey = async (request: Request, serverContext: { req?: IncomingMessage }) => {
    const { internalSecret } = options;
    if (internalSecret && isInternalApiCall(request, internalSecret)) return null;
    if (await actorOf(request, serverContext.req)) return null;
    return serverContext.req ? clientAddress(serverContext.req, options.trustProxy) : "unknown";
  };
  return createYoga<{ req?: IncomingMessage; res?: ServerResponse }, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // Yoga's default echoes any Origin with credentials. The request listener
    // answers CORS itself (http/cors.ts): off unless configured, never with credentials.
    cors: false,
    // Lets the query client send several operations in one request.
    batching: { limit: 10 },
    // The request listener enforces FORMWRIGHT_BODY_LIMIT_BYTES before Yoga
    // sees a request (declared length, and counted for chunked bodies); Yoga's
    // own, larger limit would pipe every body through a counting stream.
    maxRequestBodySize: false,
    graphiql: options.isDev,
    logging: options.logger ? yogaLogger(options.logger) : options.isDev ? "info" : "warn",
    // Unexpected errors reach clients as "Unexpected error." with no stack trace.
    maskedErrors: { isDev: false },
    plugins: [
      ...securityPlugins({ isDev: options.isDev, mayIntrospect }),
      ...(options.anonymousReadLimiter
        ? [anonymousReadLimitPlugin({ limiter: options.anonymousReadLimiter, anonymousKey })]
        : []),
      responseLimitPlugin({
        limitBytes: options.responseLimitBytes ?? DEFAULT_RESPONSE_LIMIT_BYTES,
      }),
      ...(options.countSubmission ? [submissionMetricsPlugin(options.countSubmission)] : []),
    ],
    context: ({ request, req }) => ({
      db: options.db,
      storage: options.storage,
      clientAddress: req ? clientAddress(req, options.trustProxy) : "unknown",
      requestAddress: req ? requestAddress(req, options.trustProxy) : "unknown",
      publicUrl: options.publicUrl,
      submitLimiter: options.submitLimiter,
      minFillMs: options.minFillMs,
      versionGraceMs: options.versionGraceMs,
      captcha: options.captcha ?? DEFAULT_CAPTCHA_CONFIG,
      draftMaxAgeMs: options.draftMaxAgeMs ?? DEFAULT_DRAFT_MAX_AGE_DAYS * DAY_MS,
      integrations: options.integrations ?? NO_INTEGRATIONS,
      resetRequestLimiters,
      publishedForm: publishedFormOf(request),
      actor: () => actorOf(request, req),
      requireTwoFactor: options.requireTwoFactor ?? false,
      workspaceAccess: () => workspaceAccessOfRequest(request, req),
    }),
  });
}

/** Yoga's logger interface over pino: Yoga's messages become JSON lines with the request id. */
function yogaLogger(logger: Logger) {
  const line =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first }, "graphql");
      else logger[level]({ details: rest.length > 0 ? rest : undefined }, String(first));
    };
  return { debug: line("debug"), info: line("info"), warn: line("warn"), error: line("error") };
}
