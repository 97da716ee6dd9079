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
