import type { IncomingMessage } from "node:http";

/**
 * What reading an API request body gave:
 * - `operation`: the parsed operation (an object) or batch (an array), for Yoga;
 * - `text`: a body Yoga should judge itself (`{}`, `[]`: tiny, answered as it always did);
 * - `refused`: a body that is no operation at all, with Yoga's own words for it;
 * - `too-large`: past the body limit (counted as it arrives, chunked or not);
 * - `gone`: the client went away before the end.
 */
export type ApiBody =
  | { kind: "operation"; value: object }
  | { kind: "text"; text: string }
  | { kind: "refused"; message: string }
  | { kind: "too-large" }
  | { kind: "gone" };

/** Yoga's answer to a body that is not JSON (without the body, which Yoga's echoes back). */
export const INVALID_JSON_BODY = "POST body sent invalid JSON.";

/** Bodies up to this size are read into a small buffer of their own. */
const SMALL_BODY_BYTES = 64 * 1024;
/** Limit-sized buffers kept for the next large bodies. */
const SPARE_BUFFERS = 2;

/**
 * Reads API bodies of up to `limitBytes` and parses them once.
 *
 * A large body is read into a buffer of the limit's size that is kept for
 * the next one: fresh memory costs a page fault per 4 KiB as it is first
 * written (about 5 ms per MB on a small VM), and Yoga's own reading (a stream
 * of chunks, joined, then decoded) paid it for every 1 MB request. A body
 * that is not JSON is answered here in a few bytes: Yoga's answer quotes the
 * whole body, escaped, so a 1 MB body of control characters came back as 6 MB.
 */
export function createApiBodyReader(limitBytes: number) {
  const spare: Buffer[] = [];
  return function readApiBody(req: IncomingMessage): Promise<ApiBody> {
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    const small = Number.isInteger(declared) && declared <= SMALL_BODY_BYTES;
    const buffer = small
      ? Buffer.allocUnsafe(declared)
      : (spare.pop() ?? Buffer.allocUnsafeSlow(limitBytes));
    const release = () => {
      if (!small && spare.length < SPARE_BUFFERS) spare.push(buffer);
    };
    return new Promise<ApiBody>((resolve) => {
      let length = 0;
      const finish = (body: ApiBody) => {
        req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onClose);
        resolve(body);
      };
      const onData = (chunk: Buffer) => {
        if (length + chunk.length > buffer.length) {
          release();
          return finish({ kind: "too-large" });
        }
        chunk.copy(buffer, length);
        length += chunk.length;
      };
      const onEnd = () => {
        const text = buffer.toString("utf8", 0, length);
        release();
        finish(parseApiBody(text));
      };
      const onGone = () => {
        release();
        finish({ kind: "gone" });
      };
      const onClose = () => {
        if (!req.complete) onGone();
      };
      req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onClose);
    });
  };
}

/** Parses a body as JSON, answering what Yoga would for anything but an operation. */
export function parseApiBody(text: string): ApiBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "refused", message: INVALID_JSON_BODY };
  }
  if (value === null || typeof value !== "object") {
    const type = value === null ? "null" : typeof value;
    return { kind: "refused", message: `POST body is expected to be object but received ${type}` };
  }
  // Yoga takes a parsed body only when it has keys; an empty one is passed as text.
  return Object.keys(value).length > 0 ? { kind: "operation", value } : { kind: "text", text };
}
