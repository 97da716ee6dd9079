import { createHmac, randomBytes } from "node:crypto";

/** Prefix of a Standard Webhooks signing secret. */
export const SECRET_PREFIX = "whsec_";

/**
 * A new signing secret: `whsec_` and 32 random bytes in base64, the form the
 * Standard Webhooks libraries accept.
 */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * The Standard Webhooks headers for one delivery attempt: `webhook-signature`
 * is `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the
 * base64-decoded secret (after `whsec_`).
 *
 * @example
 * signWebhook({ secret, id: "0193…", timestamp: 1_795_500_000, body: '{"type":"submission.created"}' });
 */
export function signWebhook(input: {
  secret: string;
  id: string;
  timestamp: number;
  body: string;
}): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  const key = Buffer.from(input.secret.slice(SECRET_PREFIX.length), "base64");
  const signature = createHmac("sha256", key)
    .update(`${input.id}.${input.timestamp}.${input.body}`)
    .digest("base64");
  return {
    "webhook-id": input.id,
    "webhook-timestamp": String(input.timestamp),
    "webhook-signature": `v1,${signature}`,
  };
}
