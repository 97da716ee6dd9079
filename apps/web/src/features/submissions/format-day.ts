const shortFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/**
 * A UTC day from the API (`YYYY-MM-DD`) in the browser's locale: `short` for
 * chart axes ("1 Mar"), `long` for tables ("1 Mar 2026"). The day is the UTC
 * day the stats were counted in, whatever the browser's time zone.
 *
 * @example
 * formatDay("2026-03-01", "short"); // "1 Mar" (en-GB), "Mar 1" (en-US)
 */
export function formatDay(date: string, style: "short" | "long"): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (style === "short" ? shortFormat : longFormat).format(parsed);
}
