import { z } from "zod";
import { numberRulesSchema } from "./field-rules-schema";
import { fieldSettingsShape } from "./field-settings-shape";

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
