import { isClockTime } from "../../dates/clock-time";
import type { FieldTypeDefinition } from "../field-type-definition";
import { timeAnswerText } from "./answer-text";
import type { TimeBlock } from "./block";
import { compileTimeField } from "./compile";

/**
 * A time field: a time of day written `HH:MM`, 24 h (a native time input's
 * value); empty is `""` in the form and no value once submitted.
 *
 * @example
 * timeField.restoreValue({ type: "time", name: "start", label: "Start" }, "09:30"); // "09:30"
 */
export const timeField: FieldTypeDefinition<TimeBlock> = {
  type: "time",
  compileValidator: (block) => compileTimeField(block),
  emptyValue: () => "",
  restoreValue: (_block, value) => (value === "" || isClockTime(value) ? value : undefined),
  answerText: timeAnswerText,
};
