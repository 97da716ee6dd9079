import { Secret, TOTP } from "otpauth";

/** Seconds each code lasts: RFC 6238's step, the one every authenticator app uses. */
export const TOTP_PERIOD_S = 30;

/** Digits of a code. */
export const TOTP_DIGITS = 6;

/**
 * Steps either side of now a code may come from: a phone whose clock is off
 * by up to 30 seconds, or a code typed as it changed, still works.
 */
const TOTP_WINDOW = 1;

/** The name authenticator apps show above the account. */
const ISSUER = "Formwright";

/** Bytes of a new key: 160 bits, RFC 4226's recommended length for HMAC-SHA1. */
const SECRET_BYTES = 20;

/** A new random TOTP key, in base32 (what the QR code carries and people type). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, label = "Formwright"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The `otpauth://totp/…` address an authenticator app reads from the QR code.
 *
 * @example totpUri({ secret: "JBSWY3DPEHPK3PXP", email: "ed@example.com" })
 * // "otpauth://totp/Formwright:ed%40example.com?issuer=Formwright&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30"
 */
export function totpUri(input: { secret: string; email: string }): string {
  return totpOf(input.secret, input.email).toString();
}

/** The 30-second step `now` (ms since the epoch) falls in: each step has its own code. */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_S);
}

const CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** Whether a text (spaces removed) has the shape of a code: six digits. */
export function isTotpCodeShape(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/**
 * The step whose code `code` is, for a key, within one step of `now`; null
 * when it is not one. Whether that step was used already is the caller's
 * question (see `two-factor.ts`).
 *
 * @example totpCodeStep({ secret, code: totpCode(secret, now), now }) === totpStep(now) // true
 */
export function totpCodeStep(input: { secret: string; code: string; now: number }): number | null {
  if (!isTotpCodeShape(input.code)) return null;
  const delta = totpOf(input.secret).validate({
    token: input.code,
    timestamp: input.now,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(input.now) + delta;
}

/** The code of a key at `now`: what the person's app shows (tests make codes with it). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}
