import { isStorableText } from "@formwright/core";
import { ServiceError } from "../errors";

/** Longest idempotency key accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The message for a key with a NUL or a lone surrogate half. */
export const IDEMPOTENCY_KEY_UNSUPPORTED =
  "idempotencyKey contains characters that cannot be stored";

/**
 * What is wrong with a (trimmed) idempotency key, or null when it can be stored.
 *
 * @example
 * idempotencyKeyProblem(""); // ServiceError BAD_USER_INPUT "idempotencyKey must be 1 to 200 characters"
 */
export function idempotencyKeyProblem(key: string): ServiceError | null {
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return new ServiceError(
      "BAD_USER_INPUT",
      `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    );
  }
  if (!isStorableText(key)) {
    // The database cannot hold a NUL, and the driver turns a lone surrogate into
    // U+FFFD, which would make two different keys one (and drop the second answer).
    return new ServiceError("BAD_USER_INPUT", IDEMPOTENCY_KEY_UNSUPPORTED);
  }
  return null;
}
