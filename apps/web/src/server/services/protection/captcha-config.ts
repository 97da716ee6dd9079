/** Shortest FORMWRIGHT_ALTCHA_HMAC_KEY accepted: it signs challenges, so it must not be guessable. */
export const ALTCHA_HMAC_KEY_MIN_LENGTH = 32;

/** Cloudflare Turnstile's siteverify endpoint (FORMWRIGHT_TURNSTILE_VERIFY_URL overrides it). */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** hCaptcha's siteverify endpoint (FORMWRIGHT_HCAPTCHA_VERIFY_URL overrides it). */
export const HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";

/** A third party's CAPTCHA keys, from the environment. */
export interface ThirdPartyCaptchaKeys {
  /** Public: the browser's widget shows it. */
  siteKey: string;
  /** Private: sent only to `verifyUrl`. */
  secretKey: string;
  /** Where tokens are checked (the siteverify protocol: form post of `secret` and `response`, JSON `success`). */
  verifyUrl: string;
}

/** The CAPTCHA settings of this server. */
export interface CaptchaConfig {
  /**
   * FORMWRIGHT_ALTCHA_HMAC_KEY: signs ALTCHA challenges. Null: a random key
   * made once and kept in the database (every instance on it shares it).
   */
  altchaHmacKey: string | null;
  /** FORMWRIGHT_TURNSTILE_SITE_KEY / _SECRET_KEY / _VERIFY_URL; null when unset. */
  turnstile: ThirdPartyCaptchaKeys | null;
  /** FORMWRIGHT_HCAPTCHA_SITE_KEY / _SECRET_KEY / _VERIFY_URL; null when unset. */
  hcaptcha: ThirdPartyCaptchaKeys | null;
}

/** No key set: ALTCHA with the database's key, no third party. */
export const DEFAULT_CAPTCHA_CONFIG: CaptchaConfig = {
  altchaHmacKey: null,
  turnstile: null,
  hcaptcha: null,
};
