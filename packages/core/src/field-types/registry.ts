import type { FieldBlock } from "../document/field-block-schema";
import { checkboxField } from "./checkbox";
import { checkboxGroupField } from "./checkbox-group";
import type { FieldTypeDefinition } from "./field-type-definition";
import { fileField } from "./file";
import { matrixField } from "./matrix";
import { numberField } from "./number";
import { radioField } from "./radio";
import { rankingField } from "./ranking";
import { ratingField } from "./rating";
import { scaleField } from "./scale";
import { selectField } from "./select";
import { signatureField } from "./signature";
import { textField } from "./text";
import { textareaField } from "./textarea";

/** Type of a field block. */
export type FieldType = FieldBlock["type"];

/**
 * Every field type's definition, by type, in the order the document schema
 * lists them (and its messages name them). A field type added to the document
 * schema's union must be added here, or this does not typecheck.
 *
 * @example
 * FIELD_TYPE_REGISTRY.number.rules; // ["min", "max"]
 */
export const FIELD_TYPE_REGISTRY: {
  readonly [K in FieldType]: FieldTypeDefinition<Extract<FieldBlock, { type: K }>>;
} = {
  select: selectField,
  textarea: textareaField,
  text: textField,
  radio: radioField,
  checkboxGroup: checkboxGroupField,
  checkbox: checkboxField,
  number: numberField,
  rating: ratingField,
  scale: scaleField,
  matrix: matrixField,
  ranking: rankingField,
  file: fileField,
  signature: signatureField,
};

/**
 * The field types, in the order of the registry (and of the document
 * schema's messages).
 *
 * @example
 * FIELD_TYPES.includes("number"); // true
 */
export const FIELD_TYPES = Object.keys(FIELD_TYPE_REGISTRY) as readonly FieldType[];

/**
 * The definition of a field type, for any block of that type.
 *
 * @example
 * fieldTypeOf(block.type).emptyValue(block);
 */
export function fieldTypeOf(type: FieldType): FieldTypeDefinition<FieldBlock> {
  // Each entry is the definition of its own type's blocks (checked above); a
  // caller hands it a block of that type, which the union cannot express.
  return FIELD_TYPE_REGISTRY[type] as unknown as FieldTypeDefinition<FieldBlock>;
}
