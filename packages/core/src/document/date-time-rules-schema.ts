import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date";
import { isClockTime, minutesOfDay } from "../dates/clock-time";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";
import { ruleSchema } from "./field-rules-schema";

/** Most minutes a time field's `step` may be: one day. */
export const TIME_STEP_MAX = 1440;

/** A date written `YYYY-MM-DD` that exists (`2025-02-30` does not). */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { error: documentMessages.expectedType("real date (YYYY-MM-DD)") });

/** A time of day written `HH:MM`, 24 h. */
export const clockTimeSchema = z
  .string()
  .refine(isClockTime, { error: documentMessages.expectedType("time (HH:MM, 24 h)") });

const dateBoundSchema = z.union([z.literal("today"), calendarDateSchema]);
const DATE_BOUND = 'a date (YYYY-MM-DD) or "today"';

function boundOf(rule: unknown): unknown {
  return isRecord(rule) && "value" in rule ? rule.value : rule;
}

/**
 * Rules of `date` fields: `min` and `max`, each a date (`YYYY-MM-DD`) or
 * `"today"` (the server's date when the answer is checked).
 *
 * @example
 * dateRulesSchema.parse({ min: "today", max: "2030-12-31" });
 */
export const dateRulesSchema = z
  .strictObject({
    min: ruleSchema(dateBoundSchema, DATE_BOUND),
    max: ruleSchema(dateBoundSchema, DATE_BOUND),
  })
  .partial()
  .superRefine((rules, ctx) => {
    const low = boundOf(rules.min);
    const high = boundOf(rules.max);
    // Two fixed dates written YYYY-MM-DD order as text; "today" moves, so it is not compared.
    if (isCalendarDate(low) && isCalendarDate(high) && high < low) {
      ctx.addIssue({
        code: "custom",
        path: ["max"],
        message: documentMessages.boundsReversed("max", "min"),
      });
    }
  });

/**
 * Rules of `time` fields: `min` and `max` (`HH:MM`), and `step`, whole
 * minutes counted from `min` (or from 00:00 without one).
 *
 * @example
 * timeRulesSchema.parse({ min: "09:00", max: "17:00", step: 15 });
 */
export const timeRulesSchema = z
  .strictObject({
    min: ruleSchema(clockTimeSchema, "a time (HH:MM, 24 h)"),
    max: ruleSchema(clockTimeSchema, "a time (HH:MM, 24 h)"),
    step: ruleSchema(
      z.number().int().min(1).max(TIME_STEP_MAX),
      `a whole number of minutes from 1 to ${TIME_STEP_MAX}`,
    ),
  })
  .partial()
  .superRefine((rules, ctx) => {
    const low = boundOf(rules.min);
    const high = boundOf(rules.max);
    if (isClockTime(low) && isClockTime(high) && minutesOfDay(high) < minutesOfDay(low)) {
      ctx.addIssue({
        code: "custom",
        path: ["max"],
        message: documentMessages.boundsReversed("max", "min"),
      });
    }
  });

/** Rules of `date` fields. */
export type DateRules = z.infer<typeof dateRulesSchema>;
/** Rules of `time` fields. */
export type TimeRules = z.infer<typeof timeRulesSchema>;
