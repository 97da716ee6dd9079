/** Kinds of failure a service reports to its caller; the API maps each to a GraphQL error code. */
export type ServiceErrorCode =
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "FORBIDDEN"
  | "FORM_CLOSED"
  | "VERSION_EXPIRED"
  | "CAPTCHA_REQUIRED"
  // Single-use links (issue 33 §3, respondent-links.ts).
  | "INVITE_USED"
  | "INVITE_INVALID"
  | "INVITE_REQUIRED"
  // Edit links (issue 33 §4).
  | "EDIT_LINK_EXPIRED"
  // Payments (issue 36): a payment form on a server without Stripe, or Stripe unreachable.
  | "PAYMENT_UNAVAILABLE";

/**
 * An expected failure with a message fit to show to the user, e.g. `Form not found`.
 * Anything else thrown by a service is a bug and is masked by the API.
 */
export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ServiceErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "ServiceError";
    this.code = code;
    this.details = details;
  }
}

/** The message every public operation gives for an unknown or unpublished slug. */
export const FORM_NOT_FOUND = "Form not found";

/** The message for a submit to a form that was published once and is now unpublished. */
export const FORM_CLOSED = "This form is closed";

/** The message for a submit to a version replaced longer ago than the grace period. */
export const VERSION_EXPIRED =
  "This form has changed since you opened it. Your answers are still here: copy them, then reload the page to answer the new version.";

/**
 * The message for a submit to a protected form (`protection`) without a
 * valid, unused, unexpired CAPTCHA answer: nothing was stored.
 */
export const CAPTCHA_REQUIRED =
  "This form needs its check that you are not a robot: nothing was sent. Wait for the check to finish, then send again.";

/** Refused by a rate limit: try again in `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(`rate limited for ${retryAfterSeconds} s`);
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
