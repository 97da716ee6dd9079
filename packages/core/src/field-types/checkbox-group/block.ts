import { z } from "zod";
import { choiceAnswerText } from "../../answers/answer-text";
import { checkDefaultOptions } from "../../document/check-default-options";
import { itemsRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { choiceOptionsSchema } from "../../document/select-option-schema";
import type { FieldTypeDocument } from "../field-type-definition";
import { prefillChoices } from "../shared/choice-prefill";
import { fitsDraftChoice } from "../shared/draft-values";

/**
 * A group of checkboxes: any number of choices among at least one option; its
 * value is an array of the ticked options' values.
 *
 * @example
 * checkboxGroupBlockSchema.parse({
 *   type: "checkboxGroup", name: "days", label: "Days",
 *   options: [{ label: "Monday", value: "mon" }, { label: "Tuesday", value: "tue" }],
 *   rules: { maxItems: 1 },
 * });
 */
export const checkboxGroupBlockSchema = z
  .strictObject({
    type: z.literal("checkboxGroup"),
    ...fieldSettingsShape,
    options: choiceOptionsSchema,
    rules: itemsRulesSchema.optional(),
    defaultValue: z.array(z.string()).optional(),
  })
  .superRefine((block: unknown, ctx) => checkDefaultOptions({ block, ctx }), { when: () => true });

/** A group of checkboxes. */
export type CheckboxGroupBlock = z.infer<typeof checkboxGroupBlockSchema>;

/**
 * The CheckboxGroupBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const checkboxGroupFieldDocument: FieldTypeDocument<CheckboxGroupBlock> = {
  coercePrefill: prefillChoices,
  fromFormPost: (_block, posted) => [...posted],
  answerText: choiceAnswerText,
  rules: ["minItems", "maxItems"],
  hasOptions: true,
  chart: "options",
  conditionKind: () => "options",
  draftFits: (block, value) => fitsDraftChoice(value, { options: block.options, isList: true }),
};
