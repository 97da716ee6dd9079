/**
 * Two-factor sign-in (issue 34 §3): what the server, the sign-in page and the
 * admin pages share. No secrets and no React.
 */

/** `?step=two-factor` on a page: the sign-in form asks for the code (a right password came first). */
export const TWO_FACTOR_STEP = { param: "step", value: "two-factor" } as const;

/**
 * With FORMWRIGHT_REQUIRE_2FA=1, what a signed-in user without two-factor
 * sign-in may still call: who they are, and its set-up. Every other
 * operation that needs a sign-in answers {@link TWO_FACTOR_REQUIRED}.
 */
export const TWO_FACTOR_SETUP_OPERATIONS: ReadonlySet<string> = new Set([
  "me",
  "startTwoFactorSetup",
  "confirmTwoFactorSetup",
]);

/** The page where a user sets two-factor sign-in up. */
export const TWO_FACTOR_SETUP_PAGE = "/admin/account";

/**
 * Where an admin page sends a signed-in viewer (as `me { twoFactor { enabled
 * required } }` answers) instead of showing: the set-up page when the server
 * requires two-factor sign-in and they have none, from every page but that
 * one; null to show the page.
 *
 * @example twoFactorRedirect({ twoFactor: { enabled: false, required: true } }, "/admin") // "/admin/account"
 */
export function twoFactorRedirect(
  viewer: { twoFactor?: { enabled: boolean; required: boolean } | null },
  page: string,
): string | null {
  if (page === TWO_FACTOR_SETUP_PAGE) return null;
  return viewer.twoFactor?.required && !viewer.twoFactor.enabled ? TWO_FACTOR_SETUP_PAGE : null;
}

/** The refusal's code and words when the server requires two-factor sign-in and the user has none. */
export const TWO_FACTOR_REQUIRED = {
  code: "TWO_FACTOR_REQUIRED",
  message: `This server requires two-factor sign-in: set it up on your account page (${TWO_FACTOR_SETUP_PAGE}) to continue`,
} as const;

/** The command that turns two-factor sign-in off for a locked-out user (the CLI's usage line). */
export const RESET_TWO_FACTOR_COMMAND = "npm run cli -- users reset-2fa <email>";
