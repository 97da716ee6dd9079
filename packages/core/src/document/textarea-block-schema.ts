import { z } from "zod";
import { answerText } from "../answers/answer-text";
import { TEXTAREA_MAX_LENGTH } from "../constants";
import type { FieldTypeBoundary } from "../field-types/field-type-definition";
import { prefillText } from "../prefill/prefill-input";
import { textRulesSchema } from "./field-rules-schema";
import { fieldSettingsShape } from "./field-settings-shape";

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
 * How TextareaBlock answers cross the trust boundaries outside the browser: prefill
 * from the query string, a post without scripts, answer text (CSV, details).
 */
export const textareaBoundary: FieldTypeBoundary<TextareaBlock> = {
  coercePrefill: (_block, raw) => prefillText(raw, TEXTAREA_MAX_LENGTH),
  fromFormPost: (_block, posted) => posted[0] ?? "",
  answerText: (value) => answerText(value),
};
