import { formatMessageDate, isCalendarDate, resolveDateBound } from "../../dates/calendar-date";
import { messages } from "../../messages";
import { dateTimeMessages } from "../../validation/date-time-messages";
import { isBlank } from "../../validation/is-blank";
import { resolveRule } from "../../validation/resolve-rule";
import type { FieldValidator } from "../../validation/submission-value";
import type { DateBlock } from "./block";

/**
 * Builds the validator of a date field: a real calendar date written
 * `YYYY-MM-DD` (`2025-02-30` is refused), on or after `min` and on or before
 * `max`. A bound `"today"` is read when a value is checked, in the time zone
 * of the code that checks (the server's `TZ` for the answer that counts), so a
 * validator compiled yesterday still means today.
 *
 * @example
 * const validate = compileDateField({ type: "date", name: "arrival", label: "Arrival", rules: { min: "2025-03-01" } });
 * validate("2025-03-07"); // { value: "2025-03-07" }
 * validate("2025-02-28"); // { error: "Arrival must be on or after 1 March 2025" }
 */
export function compileDateField(
  block: DateBlock,
  now: () => Date = () => new Date(),
): FieldValidator {
  const { label, rules = {} } = block;
  const required = block.required === true;
  const min = resolveRule(rules.min);
  const max = resolveRule(rules.max);
  return (value) => {
    if (isBlank(value))
      return required ? { error: messages.required(label) } : { value: undefined };
    if (!isCalendarDate(value)) return { error: dateTimeMessages.notADate(label) };
    if (min) {
      const bound = resolveDateBound(min.value, now());
      if (value < bound) {
        return {
          error: min.message ?? dateTimeMessages.dateTooEarly(label, formatMessageDate(min.value)),
        };
      }
    }
    if (max) {
      const bound = resolveDateBound(max.value, now());
      if (value > bound) {
        return {
          error: max.message ?? dateTimeMessages.dateTooLate(label, formatMessageDate(max.value)),
        };
      }
    }
    return { value };
  };
}
