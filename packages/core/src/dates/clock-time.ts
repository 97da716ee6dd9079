const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Whether a value is a time of day written `HH:MM`, 24 h (what a `time` field
 * stores): `00:00` to `23:59`.
 *
 * @example
 * isClockTime("09:30"); // true
 * isClockTime("24:00"); // false
 * isClockTime("9:30"); // false
 */
export function isClockTime(value: unknown): value is string {
  return typeof value === "string" && CLOCK_TIME.test(value);
}

/**
 * Minutes since midnight of an `HH:MM` time.
 *
 * @example
 * minutesOfDay("01:30"); // 90
 */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
