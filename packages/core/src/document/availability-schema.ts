import { z } from "zod";

/** Largest `maxSubmissions` (a PostgreSQL integer). */
export const MAX_SUBMISSIONS_LIMIT = 2_147_483_647;

/** Longest `closedMessage`, in characters. */
export const CLOSED_MESSAGE_MAX_LENGTH = 2000;

/** Whether the runtime knows `name` as an IANA time zone. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An instant with its offset from UTC, as ISO 8601 writes it: `2026-12-01T09:00:00+01:00` or `…Z`. */
const instantSchema = z.iso.datetime({
  offset: true,
  error: "must be a date and time with its offset from UTC, e.g. 2026-12-01T09:00:00+01:00",
});

/**
 * When a form takes answers: from `opensAt`, until `closesAt`, up to
 * `maxSubmissions` submissions; outside that, respondents see `closedMessage`
 * (or the default) instead of the form, and submits are refused with it.
 *
 * @example
 * availabilitySchema.parse({ closesAt: "2026-12-24T18:00:00+01:00", maxSubmissions: 100 });
 */
export const availabilitySchema = z
  .strictObject({
    opensAt: instantSchema.optional(),
    closesAt: instantSchema.optional(),
    maxSubmissions: z.int().min(1).max(MAX_SUBMISSIONS_LIMIT).optional(),
    closedMessage: z.string().trim().min(1).max(CLOSED_MESSAGE_MAX_LENGTH).optional(),
    /** The IANA time zone the editor shows `opensAt`/`closesAt` in (the instants carry their offsets). */
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, { error: "must be a time zone such as Europe/Berlin" })
      .optional(),
  })
  .refine(
    (a) =>
      a.opensAt === undefined ||
      a.closesAt === undefined ||
      Date.parse(a.opensAt) < Date.parse(a.closesAt),
    { message: "closesAt must come after opensAt", path: ["closesAt"] },
  );

/** The `availability` of a document. */
export type Availability = z.infer<typeof availabilitySchema>;
