import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { withRequestId } from "./logger";
import type { Metrics } from "./metrics";
import { requestIdOf } from "./request-id";
import { routePattern } from "./route-pattern";

/** Where Prometheus scrapes. */
export const METRICS_PATH = "/metrics";

/**
 * Wraps the request listener: gives each request an id (sent back as
 * `X-Request-Id`, and on every log line written while it is handled), writes
 * one access log line when its answer ends (method, route pattern, status,
 * duration; never the query string, body, cookies or answers), observes its
 * duration, and serves `/metrics` when a metrics token is configured.
 */
export function observeRequests(
  listener: RequestListener,
  options: { logger: Logger; metrics?: Metrics; metricsToken?: string },
): RequestListener {
  const { logger, metrics, metricsToken } = options;
  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    const path = pathOf(req.url);
    const route = routePattern(path);
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = req.method ?? "GET";
      const status = res.statusCode;
      metrics?.observeRequest({ method, route, status }, seconds);
      logger.info(
        {
          requestId,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    if (path === METRICS_PATH && metrics && metricsToken) {
      return withRequestId(requestId, () =>
        serveMetrics(req, res, metrics, metricsToken).catch((err: unknown) => {
          logger.error({ err }, "metrics failed");
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
          res.end("Internal error");
        }),
      );
    }
    return withRequestId(requestId, () => listener(req, res));
  };
}

async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Metrics,
  token: string,
): Promise<void> {
  if (!hasBearer(req.headers.authorization, token)) {
    res.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" });
    res.end("The metrics need the bearer token of FORMWRIGHT_METRICS_TOKEN\n");
    return;
  }
  const body = await metrics.registry.metrics();
  res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
  res.end(body);
}

function hasBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function pathOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  return q === -1 ? (url ?? "/") : url!.slice(0, q);
}
