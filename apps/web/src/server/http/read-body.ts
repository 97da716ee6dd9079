import type { IncomingMessage } from "node:http";

/** A body that is over the limit given to {@link readSmallBody}. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body is larger than the limit of ${limit} bytes`);
  }
}

/**
 * A request's body as bytes, up to `limit`: one declared larger is refused
 * before it is read, one that grows past it as soon as it does
 * ({@link BodyTooLargeError}).
 */
export async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a small request body (a sign-in form) and parses it as JSON or as
 * `application/x-www-form-urlencoded`, into string fields only.
 */
export async function readSmallBody(
  req: IncomingMessage,
  limit = 16 * 1024,
): Promise<Record<string, string>> {
  const text = (await readBodyBytes(req, limit)).toString("utf8");
  const type = req.headers["content-type"] ?? "";
  const fields: Record<string, string> = Object.create(null);
  if (type.startsWith("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fields;
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [k, v] of Object.entries(parsed)) if (typeof v === "string") fields[k] = v;
    }
    return fields;
  }
  for (const [k, v] of new URLSearchParams(text)) fields[k] = v;
  return fields;
}
