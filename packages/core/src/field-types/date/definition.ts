import { isCalendarDate } from "../../dates/calendar-date";
import type { FieldTypeDefinition } from "../field-type-definition";
import { dateAnswerText } from "./answer-text";
import type { DateBlock } from "./block";
import { compileDateField } from "./compile";

/**
 * A date field: a calendar date written `YYYY-MM-DD` (a native date input's
 * value); empty is `""` in the form and no value once submitted.
 *
 * @example
 * dateField.restoreValue({ type: "date", name: "arrival", label: "Arrival" }, "2025-03-07"); // "2025-03-07"
 */
export const dateField: FieldTypeDefinition<DateBlock> = {
  type: "date",
  compileValidator: (block) => compileDateField(block),
  emptyValue: () => "",
  restoreValue: (_block, value) => (value === "" || isCalendarDate(value) ? value : undefined),
  answerText: dateAnswerText,
};
