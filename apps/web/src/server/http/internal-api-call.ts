import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { INTERNAL_API_HEADER, INTERNAL_API_SECRET_VARIABLE } from "../../lib/internal-api";

/**
 * The secret the server's own pages send with their API reads (see
 * `lib/internal-api.ts`): made once per process (random, 256 bits) and kept
 * in its environment, where the pages' query client reads it. A child
 * process started from this one inherits it.
 */
export function internalApiSecret(): string {
  let secret = process.env[INTERNAL_API_SECRET_VARIABLE];
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    process.env[INTERNAL_API_SECRET_VARIABLE] = secret;
  }
  return secret;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether a request comes from this server's own pages (it carries the secret). */
export function isInternalApiCall(request: Request, secret: string): boolean {
  const sent = request.headers.get(INTERNAL_API_HEADER);
  return sent !== null && timingSafeEqual(digest(sent), digest(secret));
}
