import type { Protection } from "@formwright/core";
import { extractParams, verifySolution } from "altcha-lib/v1";
import { z } from "zod";
import type { Database } from "../../db/database";
import { altchaHmacKey } from "./altcha-key";
import type { CaptchaConfig } from "./captcha-config";
import { captchaDigest, cleanUpNow, isSpentBy, spendCaptcha } from "./captcha-uses";
import { siteVerify } from "./site-verify";

/** Longest `captcha` argument read: a solved ALTCHA payload is about 300 characters, a Turnstile token 2 KB. */
export const CAPTCHA_MAX_LENGTH = 4096;

/** How long a used third-party token is remembered (they expire after 5 minutes at the provider). */
const THIRD_PARTY_TOKEN_TTL_MS = 60 * 60_000;

/** Why a CAPTCHA answer was not taken. */
export type CaptchaProblem = "missing" | "invalid" | "expired" | "reused" | "not-configured";

/** What {@link checkCaptcha} found. */
export type CaptchaCheck = { ok: true } | { ok: false; problem: CaptchaProblem };

const altchaPayloadSchema = z.strictObject({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  // The widget adds these; they are not signed and not used.
  took: z.number().optional(),
  test: z.boolean().optional(),
});

/** The ALTCHA payload in a `captcha` argument (base64 of its JSON), or null when it is not one. */
function readAltchaPayload(captcha: string): z.infer<typeof altchaPayloadSchema> | null {
  try {
    const parsed = altchaPayloadSchema.safeParse(
      JSON.parse(Buffer.from(captcha, "base64").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks the CAPTCHA a submission carries against its form's `protection`
 * and takes it: an ALTCHA payload must solve a challenge this server signed
 * for this form, not expired; a Turnstile or hCaptcha token must pass the
 * provider's siteverify. Either is taken once (see captcha-uses.ts): another
 * submission with the same answer gets `reused`, a retry of this one (same
 * form and idempotency key) passes again.
 *
 * @example
 * const check = await checkCaptcha(db, { protection, captcha, formId, idempotencyKey, config });
 * if (!check.ok) throw new ServiceError("CAPTCHA_REQUIRED", CAPTCHA_REQUIRED);
 */
export async function checkCaptcha(
  db: Database,
  input: {
    protection: Protection;
    captcha: string | null | undefined;
    formId: string;
    idempotencyKey: string;
    config: CaptchaConfig;
    now?: number;
  },
): Promise<CaptchaCheck> {
  const now = input.now ?? Date.now();
  const captcha = input.captcha?.trim() ?? "";
  if (!captcha) return { ok: false, problem: "missing" };
  if (captcha.length > CAPTCHA_MAX_LENGTH) return { ok: false, problem: "invalid" };
  const { formId, idempotencyKey } = input;
  const { captcha: kind } = input.protection;
  let expiresAt: Date;
  const digest = captchaDigest(kind, captcha);
  if (kind === "altcha") {
    const payload = readAltchaPayload(captcha);
    if (!payload) return { ok: false, problem: "invalid" };
    const params = extractParams(payload);
    const expires = Number(params.expires);
    if (params.form !== formId || !Number.isSafeInteger(expires)) {
      return { ok: false, problem: "invalid" };
    }
    const key = await altchaHmacKey(db, input.config.altchaHmacKey);
    // The expiry is checked here, against `now`: the library's own check reads the clock.
    if (!(await verifySolution(payload, key, false))) return { ok: false, problem: "invalid" };
    if (expires * 1000 < now) return { ok: false, problem: "expired" };
    expiresAt = new Date(expires * 1000);
  } else {
    const keys = input.config[kind];
    if (!keys) return { ok: false, problem: "not-configured" };
    // A retry of this submission: the provider would now answer "already checked".
    if (!(await isSpentBy(db, { digest, formId, idempotencyKey }))) {
      if (!(await siteVerify({ ...keys, token: captcha }))) {
        return { ok: false, problem: "invalid" };
      }
    }
    expiresAt = new Date(now + THIRD_PARTY_TOKEN_TTL_MS);
  }
  const isTaken = await spendCaptcha(db, { digest, formId, idempotencyKey, expiresAt });
  await cleanUpNow(db, now);
  return isTaken ? { ok: true } : { ok: false, problem: "reused" };
}
