import { altchaMaxNumber, type Protection } from "@formwright/core";
import { createChallenge } from "altcha-lib/v1";

/** How long a challenge may be solved and sent: a long form is filled in well within it (and the page solves a new one when it runs out). */
export const ALTCHA_CHALLENGE_TTL_MS = 30 * 60_000;

/** An ALTCHA challenge as `GET /api/forms/<slug>/challenge` answers it (the widget's format). */
export interface AltchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/**
 * A signed ALTCHA (v1) challenge for one form: SHA-256 of the salt and a
 * secret number up to the form's `maxnumber`, signed with HMAC. The salt
 * carries the form's id and the expiry (`?form=…&expires=…&`), covered by
 * the signature, so a challenge is taken by its own form only, and not after
 * it expired.
 *
 * @example
 * await createAltchaChallenge({ hmacKey, formId, protection: { captcha: "altcha" }, now: Date.now() });
 */
export async function createAltchaChallenge(input: {
  hmacKey: string;
  formId: string;
  protection: Protection;
  now: number;
}): Promise<AltchaChallenge> {
  const made = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: input.hmacKey,
    maxnumber: altchaMaxNumber(input.protection),
    expires: new Date(input.now + ALTCHA_CHALLENGE_TTL_MS),
    params: { form: input.formId },
  });
  return {
    algorithm: "SHA-256",
    challenge: made.challenge,
    salt: made.salt,
    signature: made.signature,
    maxnumber: made.maxnumber ?? altchaMaxNumber(input.protection),
  };
}
