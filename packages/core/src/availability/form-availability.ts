import type { Availability } from "../document/availability-schema";
import { catalogue as en } from "../i18n/generated/en";
import { closedNotice } from "./closed-notice";

/** What a form without its own `closedMessage` says before it opens (English; see {@link closedNotice}). */
export const NOT_YET_OPEN_MESSAGE = en.formNotYetOpen;

/** What a closed form without its own `closedMessage` says (also a form taken offline; English). */
export const CLOSED_MESSAGE = en.formClosed;

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
  const { opensAt, closesAt, maxSubmissions } = availability;
  if (opensAt !== undefined && input.now < Date.parse(opensAt)) {
    const message = closedNotice({ availability, reason: "notYetOpen" });
    return { isOpen: false, reason: "notYetOpen", message, opensAt };
  }
  if (closesAt !== undefined && input.now >= Date.parse(closesAt)) {
    return {
      isOpen: false,
      reason: "closed",
      message: closedNotice({ availability, reason: "closed" }),
    };
  }
  if (maxSubmissions !== undefined && (input.submissionCount ?? 0) >= maxSubmissions) {
    return {
      isOpen: false,
      reason: "full",
      message: closedNotice({ availability, reason: "full" }),
    };
  }
  return { isOpen: true };
}
