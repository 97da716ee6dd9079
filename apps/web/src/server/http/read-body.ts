import type { IncomingMessage } from "node:http";

/** A body that is over the limit given to {@link readSmallBody}. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body is larger than the limit of ${limit} bytes`);
  }
}

/**
 * Reads a small request body (a sign-in form) and parses it as JSON or as
 * `application/x-www-form-urlencoded`, into string fields only.
 */
export async function readSmallBody(
  req: IncomingMessage,
  limit = 16 * 1024,
): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
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
