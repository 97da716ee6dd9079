const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A date and time from the API (ISO 8601) for people: in the browser's locale
 * and time zone, e.g. `21 Nov 2026, 10:12`. Call it in the browser only, or the
 * server's locale shows up in the page.
 *
 * @example
 * formatDateTime("2026-11-21T10:12:44.120Z");
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
