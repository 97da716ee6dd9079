import type { IncomingMessage, ServerResponse } from "node:http";
import { ROUTE_ACCESS, type RouteAction } from "../../lib/permissions";
import type { Database } from "../db/database";
import { pingDatabase } from "../db/database";
import { type GraphQLFetch, handleMcpRoute } from "../mcp/mcp-route";
import type { BearerAttempts } from "../services/auth/actor";
import type { Payments } from "../services/payments/stripe-client";
import type { CaptchaConfig } from "../services/protection/captcha-config";
import type { Limiter } from "../services/rate-limits";
import type { FileStorage } from "../storage/file-storage";
import { type AuthRouteOptions, handleAuthRoute } from "./auth-routes";
import { challengeSlug, handleChallenge } from "./challenge-route";
import { requestAddress } from "./client-address";
import { handleEmbedScript } from "./embed-script-route";
import { exportFormId, handleExportRoute } from "./export-route";
import type { FeedCache } from "./feed-cache";
import { feedToken, handleFeedRoute } from "./feed-route";
import { handleNativePost, type NativePostOptions, nativePostSlug } from "./native-post-route";
import { handleOidcCallback, handleOidcStart } from "./oidc-routes";
import { handleCheckoutRoute, handleStripeWebhook } from "./payment-routes";
import {
  handleRespondentDownload,
  handleRespondentUpload,
  respondentFileId,
} from "./respondent-file-routes";
import {
  handleSubmissionPdfRoute,
  handleSubmissionPdfsZipRoute,
  submissionPdfId,
  submissionPdfsFormId,
} from "./submission-pdf-route";
import { handleUpload } from "./upload-route";

/** What the route handlers share, made once per listener by request-listener.ts. */
export interface RouteContext {
  db: Database;
  adminToken: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  uploads: { storage: FileStorage; limitBytes: number } | undefined;
  nativePost:
    | Pick<
        NativePostOptions,
        | "submitLimiter"
        | "minFillMs"
        | "versionGraceMs"
        | "countSubmission"
        | "captcha"
        | "payments"
      >
    | undefined;
  authOptions: AuthRouteOptions;
  /** Keys of the CAPTCHAs protected forms ask for (the challenge route signs with ALTCHA's). */
  captcha: CaptchaConfig;
  respondentUploadLimiter: Limiter;
  bearerAttempts: (req: IncomingMessage) => BearerAttempts;
  clientKey: (req: IncomingMessage) => string;
  /** Next's pages behind the security headers, or undefined without pages. */
  servePage: ((req: IncomingMessage, res: ServerResponse, path: string) => void) | undefined;
  /** Runs a handler's promise, answering 500 (or 429) when it fails. */
  guard: (res: ServerResponse, work: Promise<unknown>) => void;
  /** Spreadsheet feeds (issue 35 §3): their rate limits and one-minute cache. */
  feeds: { perFeed: Limiter; perAddress: Limiter; cache: FeedCache };
  /** The API in process, for the MCP server's tools (`/api/mcp` is not there without it). */
  graphqlFetch?: GraphQLFetch;
  /** Where links that leave the server start (a PDF's file links); the server's own address when not given. */
  publicUrl?: string;
  /** Stripe (issue 36): its webhook and "Pay now" are not there (404) without it. */
  payments?: { payments: Payments | null; wakeOutbox: () => void; checkoutLimiter: Limiter };
}

/**
 * Answers a request to its route, or returns false when the route does not
 * take it after all (not configured, or a path the pattern matches but the
 * route does not know), so the pages get it. Each handler answers other
 * methods than its own with 405, in its own words.
 */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, path: string) => boolean;

/**
 * The HTTP routes outside GraphQL and the pages, one row per entry of the
 * permission table's `ROUTE_ACCESS` (`METHOD /path`, `:x` a path segment):
 * typed as a record of `RouteAction`, so a route cannot be added without
 * naming its action, and the role sweep test calls every one. The guarded
 * handlers check their action with `checkAccess`.
 */
export function createRoutes(ctx: RouteContext): Record<RouteAction, RouteHandler> {
  const auth: RouteHandler = (req, res, path) => {
    ctx.guard(res, handleAuthRoute(ctx.db, path, req, res, ctx.authOptions));
    return true;
  };
  return {
    "GET /api/forms/:id/submissions.csv": (req, res, path) => {
      const formId = exportFormId(path);
      if (formId === null) return false;
      const { db, adminToken } = ctx;
      const bearerAttempts = ctx.bearerAttempts(req);
      const address = requestAddress(req, ctx.trustProxy);
      ctx.guard(
        res,
        handleExportRoute({ db, adminToken, formId, address, req, res, bearerAttempts }),
      );
      return true;
    },
    "POST /api/uploads": (req, res) => {
      if (!ctx.uploads) return false;
      const { db, adminToken } = ctx;
      const { storage, limitBytes } = ctx.uploads;
      const bearerAttempts = ctx.bearerAttempts(req);
      ctx.guard(
        res,
        handleUpload(req, res, {
          db,
          storage,
          limitBytes,
          adminToken,
          bearerAttempts,
          address: requestAddress(req, ctx.trustProxy),
        }),
      );
      return true;
    },
    // Served by Next (src/app/uploads/[file]/route.ts), behind the page headers.
    "GET /uploads/:file": () => false,
    "POST /api/files": (req, res) => {
      if (!ctx.uploads) return false;
      const { storage, limitBytes } = ctx.uploads;
      ctx.guard(
        res,
        handleRespondentUpload(req, res, {
          db: ctx.db,
          storage,
          limitBytes,
          limiter: ctx.respondentUploadLimiter,
          clientKey: ctx.clientKey(req),
        }),
      );
      return true;
    },
    "GET /api/files/:id": (req, res, path) => {
      const id = respondentFileId(path);
      if (id === null || !ctx.uploads) return false;
      ctx.guard(
        res,
        handleRespondentDownload(req, res, {
          db: ctx.db,
          storage: ctx.uploads.storage,
          id,
          adminToken: ctx.adminToken,
          bearerAttempts: ctx.bearerAttempts(req),
          address: requestAddress(req, ctx.trustProxy),
        }),
      );
      return true;
    },
    "GET /api/forms/:slug/challenge": (req, res, path) => {
      const slug = challengeSlug(path);
      if (slug === null) return false;
      ctx.guard(res, handleChallenge(req, res, { db: ctx.db, slug, config: ctx.captcha }));
      return true;
    },
    "GET /api/health": (_req, res) => {
      void health(ctx.db, res);
      return true;
    },
    "GET /embed.js": (req, res) => {
      ctx.guard(res, handleEmbedScript(req, res));
      return true;
    },
    "POST /f/:slug": (req, res, path) => {
      const slug = nativePostSlug(req.method, path);
      const { servePage, nativePost } = ctx;
      if (!slug || !servePage || !nativePost) return false;
      ctx.guard(
        res,
        handleNativePost(slug, req, res, {
          db: ctx.db,
          bodyLimitBytes: ctx.bodyLimitBytes,
          trustProxy: ctx.trustProxy,
          ...nativePost,
          renderPage: (request, response) => servePage(request, response, path),
        }),
      );
      return true;
    },
    "POST /api/payments/stripe/webhook": (req, res) => {
      const payments = ctx.payments?.payments;
      if (!payments || !ctx.payments) return false;
      const { wakeOutbox } = ctx.payments;
      ctx.guard(res, handleStripeWebhook(ctx.db, req, res, { payments, wakeOutbox }));
      return true;
    },
    "POST /api/payments/checkout": (req, res) => {
      const payments = ctx.payments?.payments;
      if (!payments || !ctx.payments) return false;
      ctx.guard(
        res,
        handleCheckoutRoute(ctx.db, req, res, {
          payments,
          publicUrl: ctx.publicUrl ?? "",
          limiter: ctx.payments.checkoutLimiter,
          clientKey: ctx.clientKey(req),
        }),
      );
      return true;
    },
    "POST /api/auth/sign-in": auth,
    "POST /api/auth/sign-out": auth,
    "POST /api/auth/setup": auth,
    "POST /api/auth/reset": auth,
    // Single sign-on: not there (404) unless FORMWRIGHT_OIDC_ISSUER is set.
    "GET /api/auth/oidc/start": (req, res) => {
      const { oidc } = ctx.authOptions;
      if (!oidc) return false;
      ctx.guard(res, handleOidcStart(ctx.db, req, res, { ...ctx.authOptions, oidc }));
      return true;
    },
    "GET /api/auth/oidc/callback": (req, res) => {
      const { oidc } = ctx.authOptions;
      if (!oidc) return false;
      ctx.guard(res, handleOidcCallback(ctx.db, req, res, { ...ctx.authOptions, oidc }));
      return true;
    },
    "GET /api/feeds/:token.csv": (req, res, path) => {
      const token = feedToken(path);
      if (token === null) return false;
      const { perFeed, perAddress, cache } = ctx.feeds;
      ctx.guard(
        res,
        handleFeedRoute({
          db: ctx.db,
          token,
          req,
          res,
          clientKey: ctx.clientKey(req),
          limits: { perFeed, perAddress },
          cache,
        }),
      );
      return true;
    },
    // The MCP server over Streamable HTTP (issue 35 §4): its tools run the API in process.
    "POST /api/mcp": (req, res) => {
      const { graphqlFetch } = ctx;
      if (!graphqlFetch) return false;
      ctx.guard(
        res,
        handleMcpRoute(req, res, {
          db: ctx.db,
          adminToken: ctx.adminToken,
          bearerAttempts: ctx.bearerAttempts(req),
          bodyLimitBytes: ctx.bodyLimitBytes,
          graphqlFetch,
        }),
      );
      return true;
    },
    // A submission as a PDF, and a form's submissions as a zip of PDFs (issue 35 §1).
    "GET /api/submissions/:id.pdf": (req, res, path) => {
      const id = submissionPdfId(path);
      if (id === null) return false;
      ctx.guard(res, handleSubmissionPdfRoute({ ...pdfRouteOptions(ctx, req, res), id }));
      return true;
    },
    "GET /api/forms/:id/submissions.pdf.zip": (req, res, path) => {
      const formId = submissionPdfsFormId(path);
      if (formId === null) return false;
      ctx.guard(res, handleSubmissionPdfsZipRoute({ ...pdfRouteOptions(ctx, req, res), formId }));
      return true;
    },
  };
}

function pdfRouteOptions(ctx: RouteContext, req: IncomingMessage, res: ServerResponse) {
  return {
    db: ctx.db,
    adminToken: ctx.adminToken,
    bearerAttempts: ctx.bearerAttempts(req),
    address: requestAddress(req, ctx.trustProxy),
    storage: ctx.uploads?.storage,
    // Never the request's Host: whoever sends it would choose where the links point.
    publicUrl: ctx.publicUrl ?? "http://localhost",
    req,
    res,
  };
}

/** A route's method and path pattern, read from its action (`GET /api/files/:id`). */
export function routeOf(action: RouteAction): { method: string; pattern: RegExp } {
  const [method = "", path = ""] = action.split(" ");
  const segments = path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return { method, pattern: new RegExp(`^${segments.join("/")}$`) };
}

const ROUTES = (Object.keys(ROUTE_ACCESS) as RouteAction[]).map((action) => ({
  action,
  ...routeOf(action),
}));

/**
 * The action of the route whose path pattern `path` matches, or null. The
 * method is the handler's to check (it answers 405), except that `POST
 * /f/:slug` leaves other methods to the pages.
 */
export function routeActionOf(path: string): RouteAction | null {
  return ROUTES.find((route) => route.pattern.test(path))?.action ?? null;
}

async function health(db: Database, res: ServerResponse) {
  try {
    await pingDatabase(db);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  } catch {
    res.writeHead(503, { "content-type": "application/json" }).end('{"ok":false}');
  }
}
