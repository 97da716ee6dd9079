import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { paymentBlockOf } from "@formwright/core";
import { NATIVE_POST_HEADER } from "../../lib/native-post/native-post-state";
import { PAGE_URL_HEADER } from "../../lib/page-url-header";
import type { Database } from "../db/database";
import { GRAPHQL_PATH } from "../graphql/yoga";
import type { GraphQLFetch } from "../mcp/mcp-route";
import { log } from "../observability/logger";
import { bearerAttemptsOf, TooManyBearerFailuresError } from "../services/auth/actor";
import { SIGN_IN_BACKOFF } from "../services/auth/sign-in-backoff";
import type { Payments } from "../services/payments/stripe-client";
import { DEFAULT_CAPTCHA_CONFIG } from "../services/protection/captcha-config";
import { publicPageOf } from "../services/public-page-origins";
import { createLimiter, type Limiter } from "../services/rate-limits";
import type { FileStorage } from "../storage/file-storage";
import { createApiBodyReader } from "./api-body";
import type { AuthRouteOptions } from "./auth-routes";
import { clientAddress } from "./client-address";
import { answerPreflight, applyCorsHeaders, type CorsOrigins } from "./cors";
import { createFeedCache } from "./feed-cache";
import { FEED_LIMITS } from "./feed-route";
import { isJsonContentType, JSON_BODY_REQUIRED } from "./json-body";
import type { NativePostOptions } from "./native-post-route";
import { CHECKOUT_LIMIT } from "./payment-routes";
import { dropUntrustedProxyHeaders } from "./proxy-headers";
import { createPublishedPageCache } from "./published-page-cache";
import { renderQuietly } from "./quiet-render";
import { createRoutes, routeActionOf } from "./routes";
import {
  applyBaseSecurityHeaders,
  applyPageSecurityHeaders,
  applyTransportSecurity,
  contentSecurityPolicy,
} from "./security-headers";
import { lacksTwoFactor, mayLackTwoFactor, refuseWithoutTwoFactor } from "./two-factor-routes";

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The one request listener of the process: the API goes straight to Yoga
 * (no Next.js on that path), everything else to Next.
 */
export function createRequestListener(options: {
  graphql: NodeHandler;
  db: Database;
  bodyLimitBytes: number;
  pages?: NodeHandler;
  /** The owner token (FORMWRIGHT_ADMIN_TOKEN), accepted by the CSV export like by the API. */
  adminToken?: string;
  /** Believe X-Forwarded-For, -Host and -Proto (behind a trusted proxy only); otherwise they are dropped. */
  trustProxy?: boolean;
  /** Other origins whose pages may call the API, without credentials (none by default). */
  corsOrigins?: CorsOrigins;
  /** Development mode loosens the page policy for React refresh. */
  isDev?: boolean;
  /** Where uploaded images go, and the largest accepted. */
  uploads?: { storage: FileStorage; limitBytes: number };
  /** Forms posted without scripts (`POST /f/<slug>`): the same limits as `submitForm`. */
  nativePost?: Pick<
    NativePostOptions,
    "submitLimiter" | "minFillMs" | "versionGraceMs" | "countSubmission" | "captcha"
  >;
  /** Days a session lasts at most, the operator's setup code, single sign-on and whether passwords sign in. */
  auth?: Pick<AuthRouteOptions, "sessionMaxAgeDays" | "setupCode" | "oidc" | "passwordSignIn">;
  /** FORMWRIGHT_REQUIRE_2FA: a session without two-factor sign-in is refused the routes behind a sign-in. */
  requireTwoFactor?: boolean;
  /** Failed bearer credentials per address (made here when not given). */
  bearerLimiter?: Limiter;
  /** Respondent uploads (`POST /api/files`) per client address and form (made here when not given). */
  respondentUploadLimiter?: Limiter;
  /** Reuse the rendered page of a published form until its live version changes (on unless development). */
  cachePublishedPages?: boolean;
  /** The API in process (Yoga's `handleRequest`), for the MCP server at `/api/mcp`; absent, that path is not served. */
  graphqlFetch?: GraphQLFetch;
  /** FORMWRIGHT_PUBLIC_URL (or the server's own address): where a PDF's file links start. */
  publicUrl?: string;
  /** Stripe (issue 36), null without FORMWRIGHT_STRIPE_*; and how to wake the outbox once a payment's events are queued. */
  payments?: {
    payments: Payments | null;
    wakeOutbox: () => void;
    /** Where Stripe Checkout is (`checkoutOriginsOf`): a payment form's post and "Pay now" are redirected there. */
    checkoutOrigins?: readonly string[];
  };
}): RequestListener {
  const isDev = options.isDev ?? false;
  const trustProxy = options.trustProxy ?? false;
  const corsOrigins = options.corsOrigins ?? [];
  const authOptions: AuthRouteOptions = {
    perAddress: createLimiter(options.db, {
      prefix: "signin-address",
      ...SIGN_IN_LIMITS.perAddress,
    }),
    trustProxy,
    ...options.auth,
  };
  const bearerLimiter = options.bearerLimiter ?? createBearerLimiter(options.db);
  const readApiBody = createApiBodyReader(options.bodyLimitBytes);
  const respondentUploadLimiter =
    options.respondentUploadLimiter ??
    createLimiter(options.db, { prefix: "file-upload", ...RESPONDENT_UPLOAD_LIMIT });
  const pageCache =
    (options.cachePublishedPages ?? !isDev) ? createPublishedPageCache(options.db) : null;
  const checkoutOrigins = options.payments?.checkoutOrigins ?? [];
  const bearerAttempts = (req: IncomingMessage) =>
    bearerAttemptsOf(bearerLimiter, clientAddress(req, trustProxy));
  const servePage = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    pages: NodeHandler,
  ) => {
    // Built assets carry no markup: no policy needed, and they are the hot path.
    if (path.startsWith("/_next/static/")) return pages(req, res);
    const slug = publicFormSlug(path);
    if (!slug) {
      // A form's payment page (issue 36): "Pay now" posts, and is sent on to Stripe Checkout.
      const formActions = PAYMENT_PAGE.test(path) ? checkoutOrigins : [];
      applyPageSecurityHeaders(req, res, { frameAncestors: [], formActions, isDev });
      return pages(req, res);
    }
    guard(
      res,
      publicPageOf(options.db, slug).then(async ({ published, ...found }) => {
        // A payment form's post without scripts is sent on (303) to Stripe Checkout.
        const origins =
          published && paymentBlockOf(published.document)
            ? { ...found, formActions: [...found.formActions, ...checkoutOrigins] }
            : found;
        const policyFor = (nonce: string) => contentSecurityPolicy({ nonce, ...origins, isDev });
        const variant = pageCache
          ? await pageCache.variantOf(req, { slug, published, policyFor })
          : null;
        if (pageCache && variant) {
          applyBaseSecurityHeaders(res);
          if (await pageCache.serve(req, res, { variant, policyFor })) return;
        }
        const nonce = applyPageSecurityHeaders(req, res, { ...origins, isDev });
        if (pageCache && variant) {
          const { cookie: _cookie, authorization: _authorization, ...headers } = req.headers;
          pageCache.capture(req, res, {
            variant,
            nonce,
            renderQuietly: async (query) => {
              const url = `/f/${slug}${query ? `?${query}` : ""}`;
              const answer = await renderQuietly(pages, {
                url,
                headers,
                prepare: (quietReq, quietRes) => {
                  quietReq.headers[PAGE_URL_HEADER] = url;
                  delete quietReq.headers["accept-encoding"];
                  return applyPageSecurityHeaders(quietReq, quietRes, { ...origins, isDev });
                },
              });
              return { ...answer, nonce: answer.prepared };
            },
          });
        }
        return pages(req, res);
      }),
    );
  };
  const pages = options.pages;
  const routes = createRoutes({
    db: options.db,
    adminToken: options.adminToken,
    bodyLimitBytes: options.bodyLimitBytes,
    trustProxy,
    uploads: options.uploads,
    nativePost: options.nativePost && {
      ...options.nativePost,
      payments: {
        payments: options.payments?.payments ?? null,
        publicUrl: options.publicUrl ?? "",
      },
    },
    captcha: options.nativePost?.captcha ?? DEFAULT_CAPTCHA_CONFIG,
    authOptions,
    respondentUploadLimiter,
    bearerAttempts,
    clientKey: (req) => clientAddress(req, trustProxy),
    servePage: pages && ((req, res, path) => servePage(req, res, path, pages)),
    guard,
    feeds: {
      perFeed: createLimiter(options.db, { prefix: "feed", ...FEED_LIMITS.perFeed }),
      perAddress: createLimiter(options.db, { prefix: "feed-address", ...FEED_LIMITS.perAddress }),
      cache: createFeedCache(),
    },
    graphqlFetch: options.graphqlFetch,
    publicUrl: options.publicUrl,
    payments: options.payments && {
      ...options.payments,
      checkoutLimiter: createLimiter(options.db, { prefix: "checkout", ...CHECKOUT_LIMIT }),
    },
  });
  return (req, res) => {
    // Only the form-post handler may hand the page an outcome.
    delete req.headers[NATIVE_POST_HEADER];
    req.headers[PAGE_URL_HEADER] = req.url ?? "/";
    dropUntrustedProxyHeaders(req, trustProxy);
    applyTransportSecurity(req, res);
    const path = pathOf(req.url);
    if (path.startsWith("/api/")) applyBaseSecurityHeaders(res);
    if (path === GRAPHQL_PATH) {
      if (req.method === "OPTIONS") return answerPreflight(req, res, corsOrigins);
      applyCorsHeaders(req, res, corsOrigins);
      if (isOverLimit(req, options.bodyLimitBytes)) {
        return refuseTooLarge(req, res, options.bodyLimitBytes);
      }
      if (req.method !== "POST") return options.graphql(req, res);
      // Before any operation runs, cookie or not: any page on the web can make
      // its visitors' browsers post these types here without asking.
      if (!isJsonContentType(req.headers["content-type"])) return refuseNotJson(req, res);
      return guard(
        res,
        readApiBody(req).then((body) => {
          switch (body.kind) {
            case "operation":
            case "text":
              // Yoga takes a body already read from here (see @whatwg-node/server).
              (req as IncomingMessage & { body?: unknown }).body =
                body.kind === "text" ? body.text : body.value;
              return options.graphql(req, res);
            case "refused":
              return refuseBody(res, body.message);
            case "too-large":
              refuseTooLarge(req, res, options.bodyLimitBytes);
              return req.destroy();
            case "gone":
              return;
          }
        }),
      );
    }
    const action = routeActionOf(path);
    const dispatch = () => {
      if (action && routes[action](req, res, path)) return;
      if (options.pages) return servePage(req, res, path, options.pages);
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    };
    if (!action || !options.requireTwoFactor || !mayLackTwoFactor({ req, action })) {
      return dispatch();
    }
    guard(
      res,
      lacksTwoFactor(options.db, req).then((lacks) =>
        lacks ? refuseWithoutTwoFactor(res) : dispatch(),
      ),
    );
  };
}

/**
 * Sign-in attempts: per account, the free attempts before the growing delay
 * of `sign-in-backoff.ts`; per client address, failed attempts per 15 minutes.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { points: SIGN_IN_BACKOFF.freeAttempts },
  perAddress: { points: 30, durationS: 15 * 60 },
} as const;

/**
 * Failed bearer credentials (API keys, the admin token) per client address
 * per 15 minutes. Higher than for passwords: keys are 256-bit random, so the
 * limit is against floods, and scripts with a revoked key should slow down,
 * not fail at once.
 */
export const BEARER_FAILURE_LIMIT = { points: 100, durationS: 15 * 60 } as const;

/**
 * Respondent uploads per client address and form per minute: a form takes up
 * to 10 files per field, and a respondent may replace some.
 */
export const RESPONDENT_UPLOAD_LIMIT = { points: 60, durationS: 60 } as const;

/** The limiter of failed bearer credentials per address. */
export function createBearerLimiter(db: Database): Limiter {
  return createLimiter(db, { prefix: "bearer-address", ...BEARER_FAILURE_LIMIT });
}

/** A form's payment page (`/f/<slug>/payment`, issue 36). */
const PAYMENT_PAGE = /^\/f\/[a-z0-9-]{1,64}\/payment$/;

/** The slug of a public form page (`/f/<slug>`), whose frame policy is per form. */
function publicFormSlug(path: string): string | null {
  const match = /^\/f\/([a-z0-9-]{1,64})$/.exec(path);
  return match?.[1] ?? null;
}

/** A failed handler answers 500 without details; the error goes to the log only. */
function guard(res: ServerResponse, work: Promise<unknown>): void {
  work.catch((error: unknown) => {
    if (error instanceof TooManyBearerFailuresError && !res.headersSent) {
      const seconds = String(error.retryAfterSeconds);
      res.writeHead(429, { "content-type": "application/json", "retry-after": seconds });
      res.end(JSON.stringify({ error: error.message }));
      return;
    }
    log().error({ err: error }, "request failed");
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal error");
  });
}

function pathOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  const path = q === -1 ? (url ?? "/") : url!.slice(0, q);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A body is over the limit when its declared length is. */
function isOverLimit(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers["content-length"];
  return declared !== undefined && Number(declared) > limit;
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number) {
  if (res.headersSent) return;
  res.writeHead(413, { "content-type": "application/json", connection: "close" });
  res.end(
    JSON.stringify({
      errors: [{ message: `Request body is larger than the limit of ${limit} bytes` }],
    }),
  );
  req.resume();
}

/** A body that is no GraphQL operation, answered as Yoga would (without quoting it). */
function refuseBody(res: ServerResponse, message: string) {
  res.writeHead(400, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] }));
}

function refuseNotJson(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(415, { "content-type": "application/json", "accept-post": "application/json" });
  res.end(JSON.stringify({ errors: [{ message: JSON_BODY_REQUIRED }] }));
  req.resume();
}
