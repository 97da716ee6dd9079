import type { Database } from "../../db/database";
import type { PublishedForm } from "../published-forms";
import type { CaptchaConfig } from "./captcha-config";
import { type CaptchaProblem, checkCaptcha } from "./verify-captcha";

/** The CAPTCHA a submission carries, and what to do without a good one. */
export interface SubmittedCaptcha {
  /** The `captcha` argument: a solved ALTCHA payload (base64 JSON) or a Turnstile / hCaptcha token. */
  answer: string | null | undefined;
  config: CaptchaConfig;
  /**
   * `"refuse"` (the API): answer `CAPTCHA_REQUIRED`, store nothing. `"review"`
   * (a post without scripts, which cannot solve one): keep the answers in the
   * spam review list (reason `captcha-<problem>`), never refuse or lose them.
   */
  otherwise: "refuse" | "review";
}

/**
 * What stands between a valid submission and its storing on a protected
 * form: null when the form has no `protection` or the CAPTCHA was taken,
 * else why not.
 */
export async function captchaGate(
  db: Database,
  input: { form: PublishedForm; key: string; captcha: SubmittedCaptcha | undefined },
): Promise<CaptchaProblem | null> {
  const { protection } = input.form.document;
  if (!protection) return null;
  const check = await checkCaptcha(db, {
    protection,
    captcha: input.captcha?.answer,
    formId: input.form.formId,
    idempotencyKey: input.key,
    config: input.captcha?.config ?? { altchaHmacKey: null, turnstile: null, hcaptcha: null },
  });
  return check.ok ? null : check.problem;
}

/** The spam-review reason of answers posted without a good CAPTCHA. */
export function captchaReviewReason(problem: CaptchaProblem): string {
  return `captcha-${problem}`;
}
