import { isClockTime, minutesOfDay } from "../../dates/clock-time";
import { messages } from "../../messages";
import { dateTimeMessages } from "../../validation/date-time-messages";
import { isBlank } from "../../validation/is-blank";
import { resolveRule } from "../../validation/resolve-rule";
import type { FieldValidator } from "../../validation/submission-value";
import type { TimeBlock } from "./block";

/**
 * Builds the validator of a time field: a time written `HH:MM` (24 h), not
 * before `min` nor after `max`, and a whole number of `step` minutes from
 * `min` (from 00:00 without one).
 *
 * @example
 * const validate = compileTimeField({ type: "time", name: "start", label: "Start", rules: { min: "09:00", step: 15 } });
 * validate("09:45"); // { value: "09:45" }
 * validate("09:40"); // { error: "Start must be in steps of 15 minutes from 09:00" }
 */
export function compileTimeField(block: TimeBlock): FieldValidator {
  const { label, rules = {} } = block;
  const required = block.required === true;
  const min = resolveRule(rules.min);
  const max = resolveRule(rules.max);
  const step = resolveRule(rules.step);
  const base = min?.value ?? "00:00";
  return (value) => {
    if (isBlank(value))
      return required ? { error: messages.required(label) } : { value: undefined };
    if (!isClockTime(value)) return { error: dateTimeMessages.notATime(label) };
    const minutes = minutesOfDay(value);
    if (min && minutes < minutesOfDay(min.value)) {
      return { error: min.message ?? dateTimeMessages.timeTooEarly(label, min.value) };
    }
    if (max && minutes > minutesOfDay(max.value)) {
      return { error: max.message ?? dateTimeMessages.timeTooLate(label, max.value) };
    }
    if (step && (minutes - minutesOfDay(base)) % step.value !== 0) {
      return { error: step.message ?? dateTimeMessages.timeOffStep(label, step.value, base) };
    }
    return { value };
  };
}
