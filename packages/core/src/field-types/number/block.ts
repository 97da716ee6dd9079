import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { NUMBER_TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { numberRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillString } from "../../prefill/prefill-input";
import { parseDecimalNumber } from "../../validation/parse-decimal-number";
import type { FieldTypeDocument } from "../field-type-definition";
import { fitsDraftText } from "../shared/draft-values";
import { numberSummary } from "./summary";

/**
 * A numeric field; its value is a decimal number.
 *
 * @example
 * numberBlockSchema.parse({ type: "number", name: "age", label: "Age", rules: { min: 0, max: 130 } });
 */
export const numberBlockSchema = z.strictObject({
  type: z.literal("number"),
  ...fieldSettingsShape,
  rules: numberRulesSchema.optional(),
  defaultValue: z.number().optional(),
});

/** A numeric field. */
export type NumberBlock = z.infer<typeof numberBlockSchema>;

/**
 * The NumberBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const numberFieldDocument: FieldTypeDocument<NumberBlock> = {
  coercePrefill: (_block, raw) => {
    const text = prefillString(raw);
    return text === undefined ? undefined : parseDecimalNumber(text);
  },
  fromFormPost: (_block, posted) => {
    const text = posted[0] ?? "";
    if (text.trim() === "") return undefined;
    // Text that is no number is kept as typed, so the validator names the mistake.
    return parseDecimalNumber(text) ?? text;
  },
  answerText: (value) => answerText(value),
  rules: ["min", "max"],
  hasOptions: false,
  chart: "none",
  summary: numberSummary,
  conditionKind: () => "number",
  // A number, or text still being typed ("4," on the way to "4,5").
  draftFits: (_block, value) =>
    (typeof value === "number" && Number.isFinite(value)) ||
    fitsDraftText(value, NUMBER_TEXT_MAX_LENGTH),
};
