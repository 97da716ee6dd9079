import { z } from "zod";
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
