import { z } from "zod";
import { noRulesSchema } from "./field-rules-schema";
import { fieldSettingsShape } from "./field-settings-shape";

/**
 * A single checkbox; its value is `true` or `false`. `required` means it must
 * be ticked (terms, consent).
 *
 * @example
 * checkboxBlockSchema.parse({ type: "checkbox", name: "terms", label: "I accept the terms", required: true });
 */
export const checkboxBlockSchema = z.strictObject({
  type: z.literal("checkbox"),
  ...fieldSettingsShape,
  rules: noRulesSchema.optional(),
  defaultValue: z.boolean().optional(),
});

/** A single checkbox. */
export type CheckboxBlock = z.infer<typeof checkboxBlockSchema>;
