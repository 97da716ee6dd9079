import type { Database } from "../../db/database";
import { createLimiter, type Limiter } from "../rate-limits";

/** "Forgot your password?" requests allowed per client address in a window. */
export const RESET_REQUESTS_PER_ADDRESS = { points: 5, durationS: 15 * 60 };
/** Reset mails one address can be sent in a window, whoever asks. */
export const RESET_REQUESTS_PER_EMAIL = { points: 3, durationS: 60 * 60 };

/** The two limits of `requestPasswordReset`. */
export interface ResetRequestLimiters {
  /** Per client address: a refusal is answered as such (it tells nothing about accounts). */
  perAddress: Limiter;
  /** Per email asked about: over it, nothing is sent but the answer is the usual one. */
  perEmail: Limiter;
}

/**
 * The limiters of "Forgot your password?", counted in the database so every
 * instance shares them: one keeps a client from asking for many addresses,
 * the other keeps anyone from filling one mailbox with reset mails.
 */
export function createResetRequestLimiters(db: Database): ResetRequestLimiters {
  return {
    perAddress: createLimiter(db, {
      prefix: "reset-request-address",
      ...RESET_REQUESTS_PER_ADDRESS,
    }),
    perEmail: createLimiter(db, { prefix: "reset-request-email", ...RESET_REQUESTS_PER_EMAIL }),
  };
}
