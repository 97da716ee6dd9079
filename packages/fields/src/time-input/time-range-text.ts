/**
 * An `HH:MM` time as a language writes it ("9:30 AM", "09:30").
 *
 * @example
 * formatLocalTime("13:05", "en-GB"); // "13:05"
 */
export function formatLocalTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(1970, 0, 1, hours ?? 0, minutes ?? 0)),
  );
}

/**
 * The times a field takes, in words, for its description: screen-reader
 * users hear the range and step with the field. `null` without rules.
 *
 * @example
 * timeRangeText({ min: "09:00", max: "17:00", step: 15 }, "en-GB"); // "From 09:00 to 17:00, every 15 minutes."
 */
export function timeRangeText(
  { min, max, step }: { min?: string; max?: string; step?: number },
  locale: string,
): string | null {
  const parts: string[] = [];
  if (min && max)
    parts.push(`From ${formatLocalTime(min, locale)} to ${formatLocalTime(max, locale)}`);
  else if (min) parts.push(`From ${formatLocalTime(min, locale)}`);
  else if (max) parts.push(`Until ${formatLocalTime(max, locale)}`);
  if (step && step > 1) parts.push(`every ${step} minutes`);
  if (parts.length === 0) return null;
  const text = parts.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
