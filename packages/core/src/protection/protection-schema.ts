import { z } from "zod";

/** The CAPTCHAs a form may ask for: ALTCHA (self-hosted proof-of-work) or a third party's. */
export const CAPTCHA_PROVIDERS = ["altcha", "turnstile", "hcaptcha"] as const;

/** A form's CAPTCHA. */
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** How much work an ALTCHA challenge asks of the respondent's browser. */
export const CAPTCHA_DIFFICULTIES = ["low", "medium", "high"] as const;

/** An ALTCHA difficulty. */
export type CaptchaDifficulty = (typeof CAPTCHA_DIFFICULTIES)[number];

/** The difficulty of a form that names none. */
export const DEFAULT_CAPTCHA_DIFFICULTY: CaptchaDifficulty = "medium";

/**
 * The largest number an ALTCHA challenge of each difficulty hides (its
 * `maxnumber`): the browser tries SHA-256(salt + n) from 0 up, so it computes
 * half of it on average. About 0.05 s, 0.25 s and 1 s of a phone's time on average.
 */
export const CAPTCHA_MAX_NUMBERS: Readonly<Record<CaptchaDifficulty, number>> = {
  low: 50_000,
  medium: 250_000,
  high: 1_000_000,
};

/**
 * A form's protection against bots (issue 33): `captcha` names the CAPTCHA a
 * submit must carry; `difficulty` (ALTCHA only) how hard its challenge is.
 *
 * @example
 * protectionSchema.parse({ captcha: "altcha", difficulty: "high" });
 */
export const protectionSchema = z
  .strictObject({
    captcha: z.enum(CAPTCHA_PROVIDERS, {
      error: 'must be "altcha", "turnstile" or "hcaptcha"',
    }),
    difficulty: z
      .enum(CAPTCHA_DIFFICULTIES, { error: 'must be "low", "medium" or "high"' })
      .optional(),
  })
  .refine((p) => p.difficulty === undefined || p.captcha === "altcha", {
    message: 'difficulty applies to "altcha" only (a third party sets its own)',
    path: ["difficulty"],
  });

/** The `protection` of a document. */
export type Protection = z.infer<typeof protectionSchema>;

/**
 * The `maxnumber` of a form's ALTCHA challenges.
 *
 * @example
 * altchaMaxNumber({ captcha: "altcha", difficulty: "low" }); // 50000
 */
export function altchaMaxNumber(protection: Protection): number {
  return CAPTCHA_MAX_NUMBERS[protection.difficulty ?? DEFAULT_CAPTCHA_DIFFICULTY];
}
