import { z } from "zod";
import { choiceAnswerText } from "../../answers/answer-text";
import { checkDefaultOptions } from "../../document/check-default-options";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { choiceOptionsSchema } from "../../document/select-option-schema";
import type { FieldTypeDocument } from "../field-type-definition";
import { prefillChoice } from "../shared/choice-prefill";
import { fitsDraftChoice } from "../shared/draft-values";

/**
 * A radio group: one choice among at least one option; its value is the
 * chosen option's value.
 *
 * @example
 * radioBlockSchema.parse({
 *   type: "radio", name: "size", label: "Size",
 *   options: [{ label: "Small", value: "s" }, { label: "Large", value: "l" }],
 * });
 */
export const radioBlockSchema = z
  .strictObject({
    type: z.literal("radio"),
    ...fieldSettingsShape,
    options: choiceOptionsSchema,
    rules: noRulesSchema.optional(),
    defaultValue: z.string().optional(),
  })
  .superRefine((block: unknown, ctx) => checkDefaultOptions({ block, ctx }), { when: () => true });

/** A radio group. */
export type RadioBlock = z.infer<typeof radioBlockSchema>;

/**
 * The RadioBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const radioFieldDocument: FieldTypeDocument<RadioBlock> = {
  coercePrefill: prefillChoice,
  fromFormPost: (_block, posted) => posted[0] ?? null,
  answerText: choiceAnswerText,
  rules: [],
  hasOptions: true,
  chart: "options",
  conditionKind: () => "option",
  draftFits: (block, value) => fitsDraftChoice(value, { options: block.options, isList: false }),
};
