import { z } from "zod";

const answerSchema = z.object({ success: z.boolean() }).passthrough();

/** How long a siteverify call may take before the token counts as not verified. */
export const SITE_VERIFY_TIMEOUT_MS = 10_000;

/**
 * Asks a third party's siteverify endpoint (Cloudflare Turnstile and
 * hCaptcha speak the same protocol) whether a token is one it issued and not
 * yet checked: a form post of `secret` and `response`, answered with JSON
 * `{ "success": true | false, "error-codes": [...] }`. The respondent's
 * address is not sent. False on any failure (unreachable, not JSON).
 *
 * @example
 * await siteVerify({ verifyUrl, secretKey, token, siteKey });
 */
export async function siteVerify(input: {
  verifyUrl: string;
  secretKey: string;
  siteKey: string;
  token: string;
}): Promise<boolean> {
  const body = new URLSearchParams({
    secret: input.secretKey,
    response: input.token,
    sitekey: input.siteKey,
  });
  try {
    const response = await fetch(input.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(SITE_VERIFY_TIMEOUT_MS),
      redirect: "error",
    });
    if (!response.ok) return false;
    const parsed = answerSchema.safeParse(await response.json());
    return parsed.success && parsed.data.success;
  } catch {
    return false;
  }
}
