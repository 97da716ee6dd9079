import { z } from "zod";
import { clockTimeSchema, timeRulesSchema } from "../../document/date-time-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillString } from "../../prefill/prefill-input";
import type { FieldTypeDocument } from "../field-type-definition";
import { timeAnswerText } from "./answer-text";
import { compileTimeField } from "./compile";

/**
 * A time of day: its value is written `HH:MM` (24 h); `rules.min`,
 * `rules.max` (`HH:MM`) and `rules.step` (minutes).
 *
 * @example
 * timeBlockSchema.parse({ type: "time", name: "start", label: "Start", rules: { min: "09:00", step: 15 } });
 */
export const timeBlockSchema = z.strictObject({
  type: z.literal("time"),
  ...fieldSettingsShape,
  rules: timeRulesSchema.optional(),
  defaultValue: clockTimeSchema.optional(),
});

/** A time field. */
export type TimeBlock = z.infer<typeof timeBlockSchema>;

/**
 * The TimeBlock in the document beyond its schema: rules `min`, `max` and
 * `step`, a chart of answers per hour, and how its answers cross the trust
 * boundaries (prefill `?start=09:30` only when valid for the field, a post
 * without scripts, answer text: the `HH:MM` value).
 */
export const timeFieldDocument: FieldTypeDocument<TimeBlock> = {
  coercePrefill: (block, raw) => {
    const text = prefillString(raw)?.trim();
    if (text === undefined) return undefined;
    const result = compileTimeField({ ...block, required: false })(text);
    return "value" in result ? result.value : undefined;
  },
  fromFormPost: (_block, posted) => {
    const text = posted[0]?.trim() ?? "";
    // Chromium posts a time input as HH:MM, but with a seconds step as HH:MM:SS.
    if (/^\d{2}:\d{2}:00(\.0+)?$/.test(text)) return text.slice(0, 5);
    return text === "" ? undefined : text;
  },
  answerText: timeAnswerText,
  rules: [],
  hasOptions: false,
  chart: "times",
  conditionKind: () => "time",
};
