import { formatDateTime } from "../admin-ui/format-date-time";
import type { FormSummary } from "./forms-api";

/** What a form's status says when its saved draft differs from the live version. */
export const CHANGES_NOT_PUBLISHED = "Changes not published";

/**
 * A form's status as the list shows it: `Published v3`, or `Draft` while no
 * version is live.
 *
 * @example
 * formStatus({ publishedVersion: 3 }); // "Published v3"
 */
export function formStatus(form: Pick<FormSummary, "publishedVersion">): string {
  return form.publishedVersion == null ? "Draft" : `Published v${form.publishedVersion}`;
}

/**
 * "N submissions", with the singular for one.
 *
 * @example
 * submissionsPhrase(1); // "1 submission"
 */
export function submissionsPhrase(count: number): string {
  return `${count} ${count === 1 ? "submission" : "submissions"}`;
}

/**
 * Why a live form takes no answers, as the list says it, or null while it
 * does (or nothing is live): its limit reached, its closing time passed, or
 * its opening time still ahead.
 *
 * @example
 * closedStatus({ availability: { isOpen: false, reason: "FULL", maxSubmissions: 100 } });
 * // "Closed: 100 submissions reached"
 */
export function closedStatus(form: Pick<FormSummary, "availability">): string | null {
  const availability = form.availability;
  if (!availability || availability.isOpen) return null;
  switch (availability.reason) {
    case "FULL":
      return `Closed: ${submissionsPhrase(availability.maxSubmissions ?? 0)} reached`;
    case "NOT_YET_OPEN":
      return availability.opensAt
        ? `Closed: opens ${formatDateTime(availability.opensAt)}`
        : "Closed: not open yet";
    default:
      return availability.closesAt
        ? `Closed: since ${formatDateTime(availability.closesAt)}`
        : "Closed";
  }
}
