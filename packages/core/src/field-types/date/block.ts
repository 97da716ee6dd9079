import { z } from "zod";
import { calendarDateSchema, dateRulesSchema } from "../../document/date-time-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillString } from "../../prefill/prefill-input";
import type { FieldTypeDocument } from "../field-type-definition";
import { dateAnswerText } from "./answer-text";
import { compileDateField } from "./compile";

/**
 * A date: its value is a calendar date written `YYYY-MM-DD`; `rules.min` and
 * `rules.max` are dates or `"today"`.
 *
 * @example
 * dateBlockSchema.parse({ type: "date", name: "arrival", label: "Arrival", rules: { min: "today" } });
 */
export const dateBlockSchema = z.strictObject({
  type: z.literal("date"),
  ...fieldSettingsShape,
  rules: dateRulesSchema.optional(),
  defaultValue: calendarDateSchema.optional(),
});

/** A date field. */
export type DateBlock = z.infer<typeof dateBlockSchema>;

/**
 * A post without scripts or a query-string value as a date field's answer:
 * the text as sent (the validator names a malformed one), nothing when blank.
 */
function postedText(posted: readonly string[]): string | undefined {
  const text = posted[0]?.trim() ?? "";
  return text === "" ? undefined : text;
}

/**
 * The DateBlock in the document beyond its schema: rules `min` and `max`, a
 * chart of answers per month, and how its answers cross the trust boundaries
 * (prefill `?arrival=2025-03-07` only when the date is valid for the field, a
 * post without scripts, answer text: the `YYYY-MM-DD` value).
 */
export const dateFieldDocument: FieldTypeDocument<DateBlock> = {
  coercePrefill: (block, raw) => {
    const text = prefillString(raw)?.trim();
    if (text === undefined) return undefined;
    const result = compileDateField({ ...block, required: false })(text);
    return "value" in result ? result.value : undefined;
  },
  fromFormPost: (_block, posted) => postedText(posted),
  answerText: dateAnswerText,
  rules: [],
  hasOptions: false,
  chart: "dates",
  conditionKind: () => "date",
};
