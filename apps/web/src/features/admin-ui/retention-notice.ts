/**
 * What the form list and the submissions page say of a form's retention
 * (`retention.deleteAfterDays` of its newest published version), or null
 * when answers are kept until someone deletes them.
 *
 * @example
 * retentionNotice(90); // "Answers are deleted after 90 days"
 */
export function retentionNotice(days: number | null | undefined): string | null {
  if (days == null) return null;
  return `Answers are deleted after ${days} ${days === 1 ? "day" : "days"}`;
}
