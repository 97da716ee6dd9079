import type { Database } from "../db/database";
import { embedOriginsOf } from "./embedding";
import { getPublishedForm, type PublishedForm } from "./published-forms";

/** The other origins a form's public page deals with, for its Content Security Policy. */
export interface PublicPageOrigins {
  /** Sites the owner allows to frame the form. */
  frameAncestors: string[];
  /**
   * Where a form sent without scripts may end up: the origin of the live
   * version's confirmation redirect when it is on another site. Browsers
   * check a form post's redirects against `form-action`, so without it the
   * post's 303 would be blocked.
   */
  formActions: string[];
  /**
   * The third party whose CAPTCHA the live version asks for (`protection`:
   * Turnstile or hCaptcha), whose widget loads its script and frame and calls
   * home. Empty for ALTCHA (served by us) and unprotected forms.
   */
  captchaOrigins: string[];
}

/** The origins each third party's CAPTCHA widget needs (their documented CSP). */
export const CAPTCHA_ORIGINS: Readonly<Record<"turnstile" | "hcaptcha", readonly string[]>> = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
};

/**
 * The origins the public page of `slug` must allow beyond its own.
 *
 * @example
 * await publicPageOriginsOf(db, "contact");
 * // { frameAncestors: ["https://shop.example"], formActions: ["https://thanks.example"] }
 */
export async function publicPageOriginsOf(db: Database, slug: string): Promise<PublicPageOrigins> {
  const { frameAncestors, formActions, captchaOrigins } = await publicPageOf(db, slug);
  return { frameAncestors, formActions, captchaOrigins };
}

/** {@link publicPageOriginsOf}, with the live version it read (null when none is live). */
export async function publicPageOf(
  db: Database,
  slug: string,
): Promise<PublicPageOrigins & { published: PublishedForm | null }> {
  const [frameAncestors, published] = await Promise.all([
    embedOriginsOf(db, slug),
    getPublishedForm(db, slug),
  ]);
  const confirmation = published?.document.confirmation;
  const redirect = confirmation && "redirect" in confirmation ? confirmation.redirect : null;
  const captcha = published?.document.protection?.captcha;
  const captchaOrigins = captcha && captcha !== "altcha" ? [...CAPTCHA_ORIGINS[captcha]] : [];
  return {
    frameAncestors,
    formActions: redirect ? otherOrigins(redirect) : [],
    captchaOrigins,
    published,
  };
}

/** The origin of an absolute URL; none for a path on this site. */
function otherOrigins(target: string): string[] {
  if (target.startsWith("/")) return [];
  try {
    const { origin, protocol } = new URL(target);
    return protocol === "https:" || protocol === "http:" ? [origin] : [];
  } catch {
    return [];
  }
}
