import { z } from "zod";
import type { FieldTypeBoundary } from "../field-types/field-type-definition";
import { checkboxBlockSchema, checkboxBoundary } from "./checkbox-block-schema";
import { checkboxGroupBlockSchema, checkboxGroupBoundary } from "./checkbox-group-block-schema";
import { numberBlockSchema, numberBoundary } from "./number-block-schema";
import { radioBlockSchema, radioBoundary } from "./radio-block-schema";
import { selectBlockSchema, selectBoundary } from "./select-block-schema";
import { textBlockSchema, textBoundary } from "./text-block-schema";
import { textareaBlockSchema, textareaBoundary } from "./textarea-block-schema";

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

/** A block that collects a value: one of the field types. */
export type FieldBlock = z.infer<typeof fieldBlockSchema>;

/**
 * Every field type's {@link FieldTypeBoundary}, by type: prefill, a post
 * without scripts, answer text. Apart from the field type registry so that the
 * public form's browser code never loads it. A field type missing here does
 * not typecheck.
 *
 * @example
 * FIELD_BOUNDARY_REGISTRY.number.coercePrefill(block, "3.50"); // 3.5
 */
export const FIELD_BOUNDARY_REGISTRY: {
  readonly [K in FieldBlock["type"]]: FieldTypeBoundary<Extract<FieldBlock, { type: K }>>;
} = {
  select: selectBoundary,
  textarea: textareaBoundary,
  text: textBoundary,
  radio: radioBoundary,
  checkboxGroup: checkboxGroupBoundary,
  checkbox: checkboxBoundary,
  number: numberBoundary,
};

/**
 * The boundary of a field type, for any block of that type.
 *
 * @example
 * fieldBoundaryOf(block.type).coercePrefill(block, raw);
 */
export function fieldBoundaryOf(type: FieldBlock["type"]): FieldTypeBoundary<FieldBlock> {
  // Each entry takes blocks of its own type, which the union cannot express.
  return FIELD_BOUNDARY_REGISTRY[type] as unknown as FieldTypeBoundary<FieldBlock>;
}
