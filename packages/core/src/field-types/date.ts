import { isCalendarDate } from "../dates/calendar-date";
import type { DateBlock } from "../document/date-block-schema";
import { compileDateField } from "../validation/compile-date-field";
import type { FieldTypeDefinition } from "./field-type-definition";

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
};
