import type { NumberInputValue } from "@formwright/fields";
import { isRecord, textOf } from "../block-types/draft-values";
import { browserTimeZone, wallClock, zonedInstant } from "./zoned-time";

/** A form's `availability` as the editor's inputs hold it. */
export interface AvailabilityValues {
  opensDate: string;
  opensTime: string;
  closesDate: string;
  closesTime: string;
  /** The IANA zone both times are given in. */
  timeZone: string;
  maxSubmissions: NumberInputValue;
  closedMessage: string;
}

/** The inputs' names, for mapping a document problem back to its input. */
export const AVAILABILITY_INPUTS = {
  opensAt: "opensDate",
  closesAt: "closesDate",
  timeZone: "timeZone",
  maxSubmissions: "maxSubmissions",
  closedMessage: "closedMessage",
} as const;

function splitInstant(value: unknown, zone: string): { date: string; time: string } {
  if (typeof value !== "string" || value === "") return { date: "", time: "" };
  return wallClock(value, zone) ?? { date: value, time: "" };
}

/**
 * The inputs' values for a document's `availability`: its instants as wall
 * times in its `timeZone` (the browser's when it has none).
 *
 * @example
 * toAvailabilityValues({ closesAt: "2026-12-24T17:00:00Z", timeZone: "Europe/Berlin" }).closesTime; // "18:00"
 */
export function toAvailabilityValues(availability: unknown): AvailabilityValues {
  const a = isRecord(availability) ? availability : {};
  const zone = typeof a.timeZone === "string" && a.timeZone !== "" ? a.timeZone : browserTimeZone();
  const opens = splitInstant(a.opensAt, zone);
  const closes = splitInstant(a.closesAt, zone);
  return {
    opensDate: opens.date,
    opensTime: opens.time,
    closesDate: closes.date,
    closesTime: closes.time,
    timeZone: zone,
    maxSubmissions:
      typeof a.maxSubmissions === "number" || typeof a.maxSubmissions === "string"
        ? a.maxSubmissions
        : undefined,
    closedMessage: textOf(a.closedMessage),
  };
}

/** A date and time as an instant in `zone`; a time left empty is midnight; bad input is kept as typed. */
function instantOf(date: string, time: string, zone: string): string | undefined {
  if (date.trim() === "") return undefined;
  return zonedInstant(date, time.trim() === "" ? "00:00" : time, zone) ?? `${date} ${time}`.trim();
}

/**
 * The document's `availability` from the inputs, or undefined when nothing
 * limits the form (the key is then left out). What cannot be read is kept as
 * typed, so the save names the input.
 *
 * @example
 * fromAvailabilityValues({ ...empty, closesDate: "2026-12-24", closesTime: "18:00", timeZone: "Europe/Berlin" });
 * // { closesAt: "2026-12-24T18:00:00+01:00", timeZone: "Europe/Berlin" }
 */
export function fromAvailabilityValues(
  values: AvailabilityValues,
): Record<string, unknown> | undefined {
  const zone = values.timeZone || browserTimeZone();
  const opensAt = instantOf(values.opensDate, values.opensTime, zone);
  const closesAt = instantOf(values.closesDate, values.closesTime, zone);
  const max = values.maxSubmissions;
  const maxSubmissions = typeof max === "string" && max.trim() === "" ? undefined : max;
  const closedMessage = values.closedMessage.trim() === "" ? undefined : values.closedMessage;
  const next: Record<string, unknown> = {};
  if (opensAt !== undefined) next.opensAt = opensAt;
  if (closesAt !== undefined) next.closesAt = closesAt;
  if (maxSubmissions !== undefined) next.maxSubmissions = maxSubmissions;
  if (closedMessage !== undefined) next.closedMessage = closedMessage;
  if (Object.keys(next).length === 0) return undefined;
  if (opensAt !== undefined || closesAt !== undefined) next.timeZone = zone;
  return next;
}
