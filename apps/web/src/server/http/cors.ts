import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Which other origins may call the API from a browser
 * (FORMWRIGHT_CORS_ORIGINS): none (the default: only our own pages), every
 * origin (`"*"`), or the listed ones. Whichever it is, they are answered
 * without credentials: never `Access-Control-Allow-Credentials`, so a browser
 * never sends or exposes our session cookie across origins; they
 * authenticate with `Authorization: Bearer <API key>`.
 */
export type CorsOrigins = "*" | readonly string[];

/** Headers another origin may send: the JSON body and an API key. */
const ALLOWED_HEADERS = "content-type, authorization";
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** The `Access-Control-Allow-Origin` value for this request, or null when none applies. */
function allowedOrigin(req: IncomingMessage, origins: CorsOrigins): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  if (origins === "*") return "*";
  return origins.includes(origin) ? origin : null;
}

/**
 * Adds the CORS headers of an actual (not preflight) request from an allowed
 * origin. Requests from other origins get none, so their page cannot read
 * the answer.
 *
 * @example
 * applyCorsHeaders(req, res, ["https://shop.example"]);
 */
export function applyCorsHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  origins: CorsOrigins,
): void {
  if (origins !== "*" && origins.length > 0) res.setHeader("vary", "Origin");
  const allowed = allowedOrigin(req, origins);
  if (allowed === null) return;
  res.setHeader("access-control-allow-origin", allowed);
  res.setHeader("access-control-expose-headers", "retry-after");
}

/**
 * Answers an `OPTIONS` request. A preflight from an allowed origin gets 204
 * with the methods and headers it may use (and no credentials); one from any
 * other origin gets 403 and no CORS header, so the browser never sends the
 * request itself.
 *
 * @example
 * if (req.method === "OPTIONS") return answerPreflight(req, res, config.corsOrigins);
 */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  origins: CorsOrigins,
): void {
  const allow = "GET, POST, OPTIONS";
  if (req.headers.origin === undefined) {
    res.writeHead(204, { allow, "content-length": "0" }).end();
    return;
  }
  const allowed = allowedOrigin(req, origins);
  if (allowed === null) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8", allow });
    res.end(
      "This API does not answer cross-origin requests from this origin (see FORMWRIGHT_CORS_ORIGINS).",
    );
    return;
  }
  applyCorsHeaders(req, res, origins);
  res.writeHead(204, {
    allow,
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": ALLOWED_HEADERS,
    "access-control-max-age": String(PREFLIGHT_MAX_AGE_S),
    "content-length": "0",
  });
  res.end();
}
