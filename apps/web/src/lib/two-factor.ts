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
 * Whether a signed-in viewer (as `me { twoFactor { enabled required } }`
 * answers) must set up two-factor sign-in before anything else.
 *
 * @example mustSetUpTwoFactor({ twoFactor: { enabled: false, required: true } }) // true
 */
export function mustSetUpTwoFactor(viewer: {
  twoFactor?: { enabled: boolean; required: boolean } | null;
}): boolean {
  return Boolean(viewer.twoFactor?.required && !viewer.twoFactor.enabled);
}

/** The refusal's code and words when the server requires two-factor sign-in and the user has none. */
export const TWO_FACTOR_REQUIRED = {
  code: "TWO_FACTOR_REQUIRED",
  message: `This server requires two-factor sign-in: set it up on your account page (${TWO_FACTOR_SETUP_PAGE}) to continue`,
} as const;

/** The command that turns two-factor sign-in off for a locked-out user (the CLI's usage line). */
export const RESET_TWO_FACTOR_COMMAND = "npm run cli -- users reset-2fa <email>";
