/** The offset from UTC, in minutes, that `zone` has at the instant `utcMs`. */
function offsetMinutes(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((wall - utcMs) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant a wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:MM`) name in
 * `zone`, as ISO 8601 with that zone's offset then. A time skipped by a
 * daylight-saving change moves on by the change, as clocks do. Null when the
 * date or time is not one.
 *
 * @example
 * zonedInstant("2026-12-01", "09:00", "Europe/Berlin"); // "2026-12-01T09:00:00+01:00"
 */
export function zonedInstant(date: string, time: string, zone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // Date.UTC rolls 13/2026 or 24:00 over; a wall time that does so is not one.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  const guess = wall - offsetMinutes(zone, wall) * 60_000;
  const instant = wall - offsetMinutes(zone, guess) * 60_000;
  const offset = offsetMinutes(zone, instant);
  const shown = new Date(instant + offset * 60_000);
  return `${isoDate(shown)}T${isoClock(shown)}:00${formatOffset(offset)}`;
}

const isoDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoClock = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

/**
 * The wall-clock date and time in `zone` of an ISO 8601 instant, or null when
 * `iso` is not one.
 *
 * @example
 * wallClock("2026-12-01T08:00:00Z", "Europe/Berlin"); // { date: "2026-12-01", time: "09:00" }
 */
export function wallClock(iso: string, zone: string): { date: string; time: string } | null {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  const shown = new Date(instant + offsetMinutes(zone, instant) * 60_000);
  return { date: isoDate(shown), time: isoClock(shown) };
}

/** The browser's own time zone (UTC where it has none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every IANA time zone the runtime knows, for a picker. */
export function timeZoneNames(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function"
    ? Intl.supportedValuesOf("timeZone")
    : ["UTC"];
}
