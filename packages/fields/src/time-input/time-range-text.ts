import { englishWidgetCatalogue, type WidgetCatalogue } from "@formwright/core";

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

/** The catalogue texts a time range is said with. */
export type TimeRangeTexts = Pick<
  WidgetCatalogue,
  | "timeBetween"
  | "timeFrom"
  | "timeUntil"
  | "timeBetweenStep"
  | "timeFromStep"
  | "timeUntilStep"
  | "timeStep"
>;

/**
 * The times a field takes, in words, for its description: screen-reader
 * users hear the range and step with the field. Times in `locale`'s clock,
 * words from `texts` (English when not given). `null` without rules.
 *
 * @example
 * timeRangeText({ min: "09:00", max: "17:00", step: 15 }, { locale: "en-GB" }); // "From 09:00 to 17:00, every 15 minutes."
 */
export function timeRangeText(
  { min, max, step }: { min?: string; max?: string; step?: number },
  { locale, texts = englishWidgetCatalogue }: { locale: string; texts?: TimeRangeTexts },
): string | null {
  const from = min ? formatLocalTime(min, locale) : null;
  const until = max ? formatLocalTime(max, locale) : null;
  // A step of one minute is what a time input takes anyway: not worth saying.
  const n = step && step > 1 ? step : null;
  if (from && until) {
    return n === null
      ? texts.timeBetween({ min: from, max: until })
      : texts.timeBetweenStep({ min: from, max: until, n });
  }
  if (from)
    return n === null ? texts.timeFrom({ min: from }) : texts.timeFromStep({ min: from, n });
  if (until) {
    return n === null ? texts.timeUntil({ max: until }) : texts.timeUntilStep({ max: until, n });
  }
  return n === null ? null : texts.timeStep({ n });
}
