/**
 * When a form opens, as the respondent's language writes a date and time:
 * the weekday, the date, the time and the time zone, in the zone the editor
 * set it in (`availability.timeZone`, else UTC), so a reader anywhere knows
 * the moment.
 *
 * @example
 * openingTime({ opensAt: "2026-12-01T09:00:00+01:00", timeZone: "Europe/Berlin", language: "en" });
 * // "Tuesday, December 1, 2026 at 9:00 AM GMT+1"
 */
export function openingTime({
  opensAt,
  timeZone,
  language,
}: {
  /** ISO 8601 with its offset (`availability.opensAt`). */
  opensAt: string;
  /** An IANA time zone; UTC when not given. */
  timeZone?: string;
  /** The page's language (BCP 47). */
  language?: string;
}): string {
  return new Intl.DateTimeFormat(language, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: timeZone ?? "UTC",
    timeZoneName: "short",
  }).format(new Date(opensAt));
}
