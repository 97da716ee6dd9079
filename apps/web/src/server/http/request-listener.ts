import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Database } from "../db/database";
import { pingDatabase } from "../db/database";
import { GRAPHQL_PATH } from "../graphql/yoga";
import { AUTH_PATHS, handleAuthRoute } from "./auth-routes";

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
}): RequestListener {
  return (req, res) => {
    const path = pathOf(req.url);
    if (path === GRAPHQL_PATH) {
      if (isOverLimit(req, options.bodyLimitBytes)) {
        return refuseTooLarge(req, res, options.bodyLimitBytes);
      }
      guardChunkedBody(req, res, options.bodyLimitBytes);
      return options.graphql(req, res);
    }
    if (path === "/api/health") return health(options.db, res);
    if (authPaths.has(path)) return guard(res, handleAuthRoute(options.db, path, req, res));
    if (options.pages) return options.pages(req, res);
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  };
}

const authPaths = new Set<string>(Object.values(AUTH_PATHS));

/** A failed handler answers 500 without details; the error goes to the log only. */
function guard(res: ServerResponse, work: Promise<void>): void {
  work.catch((error: unknown) => {
    console.error(error);
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

/** A body sent without a length (chunked) is counted as it arrives and cut off past the limit. */
function guardChunkedBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (req.headers["content-length"] !== undefined) return;
  if (req.headers["transfer-encoding"] === undefined) return;
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit && !res.headersSent) {
      refuseTooLarge(req, res, limit);
      req.destroy();
    }
  });
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

async function health(db: Database, res: ServerResponse) {
  try {
    await pingDatabase(db);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  } catch {
    res.writeHead(503, { "content-type": "application/json" }).end('{"ok":false}');
  }
}
