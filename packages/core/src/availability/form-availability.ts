import type { Availability } from "../document/availability-schema";

/** What a form without its own `closedMessage` says before it opens. */
export const NOT_YET_OPEN_MESSAGE = "This form is not open yet";

/** What a closed form without its own `closedMessage` says (also a form taken offline). */
export const CLOSED_MESSAGE = "This form is closed";

/** Whether a form takes answers now, and if not why and what to say. */
export type AvailabilityState =
  | { isOpen: true }
  | {
      isOpen: false;
      /** `notYetOpen` before `opensAt`; `closed` from `closesAt`; `full` at `maxSubmissions`. */
      reason: "notYetOpen" | "closed" | "full";
      message: string;
      /** When it opens (`notYetOpen` only). */
      opensAt?: string;
    };

/**
 * Whether a form takes answers at `now`, with `submissionCount` submissions
 * stored: the one rule the page, the server and the admin list apply.
 *
 * @example
 * formAvailability({ closesAt: "2026-01-01T00:00:00Z" }, { now: Date.now(), submissionCount: 0 });
 * // { isOpen: false, reason: "closed", message: "This form is closed" }
 */
export function formAvailability(
  availability: Availability | undefined,
  input: { now: number; submissionCount?: number },
): AvailabilityState {
  if (!availability) return { isOpen: true };
  const { opensAt, closesAt, maxSubmissions, closedMessage } = availability;
  if (opensAt !== undefined && input.now < Date.parse(opensAt)) {
    return {
      isOpen: false,
      reason: "notYetOpen",
      message: closedMessage ?? NOT_YET_OPEN_MESSAGE,
      opensAt,
    };
  }
  if (closesAt !== undefined && input.now >= Date.parse(closesAt)) {
    return { isOpen: false, reason: "closed", message: closedMessage ?? CLOSED_MESSAGE };
  }
  if (maxSubmissions !== undefined && (input.submissionCount ?? 0) >= maxSubmissions) {
    return { isOpen: false, reason: "full", message: closedMessage ?? CLOSED_MESSAGE };
  }
  return { isOpen: true };
}
