const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * Whether a value is a real calendar date written `YYYY-MM-DD` (what a `date`
 * field stores): the shape and the day both count, so `2025-02-30` is not one.
 * Years 0001–9999.
 *
 * @example
 * isCalendarDate("2024-02-29"); // true
 * isCalendarDate("2025-02-29"); // false
 * isCalendarDate("2025-2-3"); // false
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The calendar date of an instant in the time zone of the code that runs
 * (the server's `TZ` on the server, the respondent's zone in a browser), as
 * `YYYY-MM-DD`.
 *
 * @example
 * localDate(new Date(2025, 2, 7, 23, 59)); // "2025-03-07"
 */
export function localDate(now: Date): string {
  const year = String(now.getFullYear()).padStart(4, "0");
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * A date rule's bound as a date: `"today"` is the local date of `now`.
 *
 * @example
 * resolveDateBound("today", new Date(2025, 2, 7)); // "2025-03-07"
 * resolveDateBound("2025-01-31", new Date()); // "2025-01-31"
 */
export function resolveDateBound(bound: string, now: Date): string {
  return bound === "today" ? localDate(now) : bound;
}

/**
 * A `YYYY-MM-DD` date as messages write it, the same in every locale and on
 * the server and the browser alike: `"7 March 2025"`. Other text is returned
 * as is.
 *
 * @example
 * formatMessageDate("2025-03-07"); // "7 March 2025"
 */
export function formatMessageDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${Number(match[1])}`;
}
