import {
  type IncomingHttpHeaders,
  IncomingMessage,
  type OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import { Socket } from "node:net";

/** What a render answered, held rather than sent. */
export interface HeldAnswer {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

/** A render taking longer than this is given up (its page is not kept). */
const QUIET_RENDER_TIMEOUT_MS = 30_000;

/**
 * Runs a GET of `url` through `handler` (Next's page handler) with no
 * client: the answer is held and returned instead of sent. The server uses
 * it to render a form page once with stand-ins for a visitor's values, the
 * page it then keeps (see published-page-cache.ts). `prepare` sets what the
 * request listener would (headers, the policy) and returns what it needs.
 */
export function renderQuietly<T>(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  input: {
    url: string;
    headers: IncomingHttpHeaders;
    prepare: (req: IncomingMessage, res: ServerResponse) => T;
  },
): Promise<HeldAnswer & { prepared: T }> {
  return new Promise((resolve, reject) => {
    const req = new IncomingMessage(new Socket());
    req.method = "GET";
    req.url = input.url;
    req.headers = { ...input.headers };
    req.httpVersion = "1.1";
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.complete = true;
    req.push(null);
    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    const callbackOf = (args: unknown[]) =>
      args.find((arg): arg is () => void => typeof arg === "function");
    const timer = setTimeout(() => {
      reject(new Error(`A quiet render of ${input.url} took over ${QUIET_RENDER_TIMEOUT_MS} ms`));
    }, QUIET_RENDER_TIMEOUT_MS);
    timer.unref();
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      callbackOf(rest)?.();
      return true;
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        chunks.push(toBuffer(chunk, rest[0]));
      }
      clearTimeout(timer);
      resolve({
        statusCode: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks).toString("utf8"),
        prepared,
      });
      res.emit("finish");
      callbackOf([chunk, ...rest])?.();
      return res;
    }) as ServerResponse["end"];
    res.flushHeaders = () => {};
    const prepared = input.prepare(req, res);
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        clearTimeout(timer);
        reject(error);
      });
  });
}
