/**
 * The fixed messages of the sign-in, setup and reset pages, by code. The auth
 * routes redirect with `?error=<code>` and the pages show the text of the
 * code, never the raw parameter: a link cannot put words on our page.
 */
export const AUTH_MESSAGES = {
  "sign-in-failed": { text: "Email or password is incorrect", field: "email" },
  "too-many-attempts": { text: "Too many sign-in attempts. Try again later.", field: null },
  "setup-closed": {
    text: "Setup is closed: an owner already exists. Sign in instead.",
    field: null,
  },
  "setup-code-missing": {
    text: "Enter the setup code: it is in the setup link that Formwright printed in its log when it started.",
    field: "code",
  },
  "setup-code": {
    text: "The setup code is wrong. Check it against the setup link that Formwright printed in its log when it started.",
    field: "code",
  },
  "passwords-differ": { text: "The passwords do not match", field: "confirmPassword" },
  "email-invalid": { text: "Enter a valid email address", field: "email" },
  "password-short": { text: "Password must be at least 8 characters", field: "password" },
  "password-long": { text: "Password must be at most 256 characters", field: "password" },
  "reset-invalid": {
    text: "This reset link is not valid: it was used already, has expired, or was replaced by a newer one. Ask an owner for a new link.",
    field: null,
  },
  generic: { text: "Something went wrong. Try again.", field: null },
  // Two-factor sign-in (issue 34 §3): the code step after a right password.
  "two-factor-required": {
    text: "Enter the code from your authenticator app to finish signing in",
    field: "code",
  },
  "two-factor-failed": {
    text: "The code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes",
    field: "code",
  },
  "two-factor-used": {
    text: "This code was used already: enter the next code your authenticator app shows, or an unused recovery code",
    field: "code",
  },
  "two-factor-expired": {
    text: "Your sign-in waited too long for a code, or had too many wrong ones: enter your email and password again",
    field: null,
  },
  // Single sign-on (FORMWRIGHT_OIDC_*) and FORMWRIGHT_PASSWORD_SIGNIN=0.
  "password-sign-in-off": {
    text: "Sign-in with a password is turned off on this server. Use single sign-on instead.",
    field: null,
  },
  "sso-failed": {
    text: "Single sign-on did not complete: the sign-in was cancelled, took too long, or was opened in another browser. Try again.",
    field: null,
  },
  "sso-unavailable": {
    text: "The single sign-on provider could not be reached. Try again later.",
    field: null,
  },
  "sso-email-unverified": {
    text: "Your identity provider did not confirm that your email address is verified, so it cannot sign you in here.",
    field: null,
  },
  "sso-domain-not-allowed": {
    text: "There is no account with your email address here, and accounts for its domain are not created by single sign-on. Ask an owner to invite you.",
    field: null,
  },
} as const satisfies Record<string, { text: string; field: string | null }>;

/** A code of {@link AUTH_MESSAGES}. */
export type AuthErrorCode = keyof typeof AUTH_MESSAGES;

/** Longest wait, in minutes, a `?wait=` parameter may name. */
const MAX_WAIT_MINUTES = 24 * 60;

/**
 * The message for a `?error=` code (unknown codes get the generic message),
 * and the field it is about. `wait` (minutes, digits only) completes the
 * too-many-attempts message.
 *
 * @example authErrorMessage("too-many-attempts", "15").text // "Too many sign-in attempts. Try again in 15 minutes."
 */
export function authErrorMessage(
  code: string | undefined | null,
  wait?: string | null,
): { code: AuthErrorCode; text: string; field: string | null } {
  const known = code && Object.hasOwn(AUTH_MESSAGES, code) ? (code as AuthErrorCode) : "generic";
  const entry = AUTH_MESSAGES[known];
  if (known === "too-many-attempts" && wait && /^\d{1,4}$/.test(wait)) {
    const minutes = Number(wait);
    if (minutes >= 1 && minutes <= MAX_WAIT_MINUTES) {
      return { code: known, text: tooManyAttempts(minutes), field: null };
    }
  }
  return { code: known, text: entry.text, field: entry.field };
}

/** "Too many sign-in attempts. Try again in 3 minutes." */
export function tooManyAttempts(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The code whose text is `message`, or "generic". */
export function authErrorCodeOf(message: string): AuthErrorCode {
  for (const [code, entry] of Object.entries(AUTH_MESSAGES)) {
    if (entry.text === message) return code as AuthErrorCode;
  }
  return "generic";
}

/**
 * The command that prints a reset link on the server (the CLI's
 * `users reset-password`): what "Forgot your password?" tells an owner when
 * the server cannot send mail, and the CLI's own usage line.
 */
export const RESET_PASSWORD_COMMAND = "npm run cli -- users reset-password <email>";
