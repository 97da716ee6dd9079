import { z } from "zod";
import { checkboxBlockSchema } from "./checkbox-block-schema";
import { checkboxGroupBlockSchema } from "./checkbox-group-block-schema";
import { numberBlockSchema } from "./number-block-schema";
import { radioBlockSchema } from "./radio-block-schema";
import { selectBlockSchema } from "./select-block-schema";
import { textBlockSchema } from "./text-block-schema";
import { textareaBlockSchema } from "./textarea-block-schema";

/**
 * Any of the seven field blocks, told apart by `type`.
 *
 * @example
 * fieldBlockSchema.parse({ type: "text", name: "city", label: "City" });
 */
export const fieldBlockSchema = z.discriminatedUnion("type", [
  selectBlockSchema,
  textareaBlockSchema,
  textBlockSchema,
  radioBlockSchema,
  checkboxGroupBlockSchema,
  checkboxBlockSchema,
  numberBlockSchema,
]);

/** A block that collects a value: one of the seven widgets. */
export type FieldBlock = z.infer<typeof fieldBlockSchema>;
