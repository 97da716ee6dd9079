/**
 * A `YYYY-MM-DD` date in a language's own long form ("7 March 2025",
 * "March 7, 2025", "7. März 2025"); the calendar date itself, whatever the
 * time zone.
 *
 * @example
 * formatLocalDate("2025-03-07", "en-US"); // "March 7, 2025"
 */
export function formatLocalDate(date: string, locale: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

function bound(date: string, locale: string): string {
  return date === "today" ? "today" : formatLocalDate(date, locale);
}

/**
 * The dates a field takes, in words, for its description: screen-reader
 * users hear the range with the field. `null` without bounds.
 *
 * @example
 * dateRangeText({ min: "2025-03-01", max: "today" }, "en-GB"); // "From 1 March 2025 to today."
 */
export function dateRangeText(
  { min, max }: { min?: string; max?: string },
  locale: string,
): string | null {
  if (min && max) return `From ${bound(min, locale)} to ${bound(max, locale)}.`;
  if (min) return min === "today" ? "Today or later." : `From ${bound(min, locale)}.`;
  if (max) return max === "today" ? "Today or earlier." : `Until ${bound(max, locale)}.`;
  return null;
}
