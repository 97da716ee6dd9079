import type { IncomingMessage, ServerResponse } from "node:http";
import { slugSchema } from "@formwright/core";
import type { Database } from "../db/database";
import { FORM_NOT_FOUND } from "../services/errors";
import { createAltchaChallenge } from "../services/protection/altcha-challenge";
import { altchaHmacKey } from "../services/protection/altcha-key";
import type { CaptchaConfig } from "../services/protection/captcha-config";
import { getPublishedForm } from "../services/published-forms";

/** The message of a challenge asked of a form that asks for no CAPTCHA. */
export const NO_CAPTCHA = "This form asks for no CAPTCHA";

/** The slug of a challenge path (`/api/forms/<slug>/challenge`), or null for any other path. */
export function challengeSlug(path: string): string | null {
  const match = /^\/api\/forms\/([^/]+)\/challenge$/.exec(path);
  const slug = match?.[1];
  return slug && slugSchema.safeParse(slug).success ? slug : null;
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    // Each answer is new (a challenge is taken once): no cache may keep one.
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * `GET /api/forms/<slug>/challenge`: what the page of a protected form needs
 * to prove a person sent it. For `"captcha": "altcha"`, a new signed ALTCHA
 * challenge (`algorithm`, `challenge`, `salt`, `signature`, `maxnumber`; the
 * difficulty is the live version's), solved in the browser and sent with the
 * answers as `submitForm(captcha:)`. For Turnstile or hCaptcha, the public
 * site key their widget shows (`{ "captcha": "turnstile", "siteKey": … }`).
 * 404 for a form not published or not protected; 503 when the third party's
 * keys are not set on this server.
 */
export async function handleChallenge(
  req: IncomingMessage,
  res: ServerResponse,
  input: { db: Database; slug: string; config: CaptchaConfig; now?: number },
): Promise<void> {
  req.resume();
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Use GET");
    return;
  }
  const form = await getPublishedForm(input.db, input.slug);
  if (!form) return json(res, 404, { error: FORM_NOT_FOUND });
  const protection = form.document.protection;
  if (!protection) return json(res, 404, { error: NO_CAPTCHA });
  if (protection.captcha !== "altcha") {
    const keys = input.config[protection.captcha];
    if (!keys) {
      return json(res, 503, {
        error: `This server has no ${protection.captcha} keys (FORMWRIGHT_${protection.captcha.toUpperCase()}_SITE_KEY and _SECRET_KEY)`,
      });
    }
    return json(res, 200, { captcha: protection.captcha, siteKey: keys.siteKey });
  }
  const hmacKey = await altchaHmacKey(input.db, input.config.altchaHmacKey);
  const challenge = await createAltchaChallenge({
    hmacKey,
    formId: form.formId,
    protection,
    now: input.now ?? Date.now(),
  });
  json(res, 200, challenge);
}
