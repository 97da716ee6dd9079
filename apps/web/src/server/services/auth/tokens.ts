import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for a session cookie or an API key: 32 bytes, URL-safe. */
export function generateSecret(prefix = ""): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/**
 * Secrets are high-entropy random values, so a plain SHA-256 is the right
 * storage form: a leaked table gives nothing usable, and lookups stay one
 * indexed query (no slow hash needed as for passwords).
 */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * Whether two secrets (or their hashes) are the same, in time that does not
 * depend on where they differ.
 *
 * @example isSameSecret(hashSecret(given), stored.tokenHash)
 */
export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
