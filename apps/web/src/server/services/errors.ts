/** Kinds of failure a service reports to its caller; the API maps each to a GraphQL error code. */
export type ServiceErrorCode = "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN";

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

/** Refused by a rate limit: try again in `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(`rate limited for ${retryAfterSeconds} s`);
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
