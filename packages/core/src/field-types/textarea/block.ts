import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { textRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillText } from "../../prefill/prefill-input";
import type { FieldTypeDocument } from "../field-type-definition";
import { fitsDraftText } from "../shared/draft-values";
import { TEXT_RULES } from "../shared/text-values";
import { TEXTAREA_MAX_LENGTH } from "./max-length";

/**
 * A multi-line text field.
 *
 * @example
 * textareaBlockSchema.parse({ type: "textarea", name: "message", label: "Message", rules: { maxLength: 2000 } });
 */
export const textareaBlockSchema = z.strictObject({
  type: z.literal("textarea"),
  ...fieldSettingsShape,
  rules: textRulesSchema.optional(),
  defaultValue: z.string().optional(),
});

/** A multi-line text field. */
export type TextareaBlock = z.infer<typeof textareaBlockSchema>;

/**
 * The TextareaBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const textareaFieldDocument: FieldTypeDocument<TextareaBlock> = {
  coercePrefill: (_block, raw) => prefillText(raw, TEXTAREA_MAX_LENGTH),
  textMaxLength: TEXTAREA_MAX_LENGTH,
  fromFormPost: (_block, posted) => posted[0] ?? "",
  answerText: (value) => answerText(value),
  rules: TEXT_RULES,
  hasOptions: false,
  chart: "none",
  conditionKind: () => "text",
  draftFits: (_block, value) => fitsDraftText(value, TEXTAREA_MAX_LENGTH),
};
