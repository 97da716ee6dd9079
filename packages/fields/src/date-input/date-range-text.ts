import { englishWidgetCatalogue, type WidgetCatalogue } from "@formwright/core";

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

/** The catalogue texts a date range is said with. */
export type DateRangeTexts = Pick<
  WidgetCatalogue,
  "today" | "dateBetween" | "dateFrom" | "dateUntil" | "dateFromToday" | "dateUntilToday"
>;

/**
 * The dates a field takes, in words, for its description: screen-reader
 * users hear the range with the field. Dates in `locale`'s own form, words
 * from `texts` (English when not given). `null` without bounds.
 *
 * @example
 * dateRangeText({ min: "2025-03-01", max: "today" }, { locale: "en-GB" }); // "From 1 March 2025 to today."
 */
export function dateRangeText(
  { min, max }: { min?: string; max?: string },
  { locale, texts = englishWidgetCatalogue }: { locale: string; texts?: DateRangeTexts },
): string | null {
  const bound = (date: string) => (date === "today" ? texts.today : formatLocalDate(date, locale));
  if (min && max) return texts.dateBetween({ min: bound(min), max: bound(max) });
  if (min) return min === "today" ? texts.dateFromToday : texts.dateFrom({ min: bound(min) });
  if (max) return max === "today" ? texts.dateUntilToday : texts.dateUntil({ max: bound(max) });
  return null;
}
