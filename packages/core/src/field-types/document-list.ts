import { z } from "zod";
import { addressBlockSchema, addressFieldDocument } from "./address/block";
import { checkboxBlockSchema, checkboxFieldDocument } from "./checkbox/block";
import { checkboxGroupBlockSchema, checkboxGroupFieldDocument } from "./checkbox-group/block";
import { dateBlockSchema, dateFieldDocument } from "./date/block";
import type { FieldTypeDocument } from "./field-type-definition";
import { fileBlockSchema, fileFieldDocument } from "./file/block";
import { groupBlockSchemaOf } from "./group/block";
import { groupFieldDocumentOf } from "./group/document";
import { hiddenBlockSchema, hiddenFieldDocument } from "./hidden/block";
import { matrixBlockSchema, matrixFieldDocument } from "./matrix/block";
import { numberBlockSchema, numberFieldDocument } from "./number/block";
import { radioBlockSchema, radioFieldDocument } from "./radio/block";
import { rankingBlockSchema, rankingFieldDocument } from "./ranking/block";
import { ratingBlockSchema, ratingFieldDocument } from "./rating/block";
import { scaleBlockSchema, scaleFieldDocument } from "./scale/block";
import { selectBlockSchema, selectFieldDocument } from "./select/block";
import { signatureBlockSchema, signatureFieldDocument } from "./signature/block";
import { textBlockSchema, textFieldDocument } from "./text/block";
import { textareaBlockSchema, textareaFieldDocument } from "./textarea/block";
import { timeBlockSchema, timeFieldDocument } from "./time/block";

const leafFieldBlockSchemas = [
  selectBlockSchema,
  textareaBlockSchema,
  textBlockSchema,
  radioBlockSchema,
  checkboxGroupBlockSchema,
  checkboxBlockSchema,
  numberBlockSchema,
  ratingBlockSchema,
  scaleBlockSchema,
  matrixBlockSchema,
  rankingBlockSchema,
  fileBlockSchema,
  signatureBlockSchema,
  dateBlockSchema,
  timeBlockSchema,
  hiddenBlockSchema,
  addressBlockSchema,
] as const;

/**
 * A field block that holds no blocks: any type of the list but a group, what
 * a group's `blocks` take (groups do not nest).
 *
 * @example
 * leafFieldBlockSchema.parse({ type: "text", name: "email", label: "Email" });
 */
export const leafFieldBlockSchema = z.discriminatedUnion("type", [...leafFieldBlockSchemas]);

/**
 * Any field block, of any type of the list, told apart by `type`.
 *
 * @example
 * fieldBlockSchema.parse({ type: "text", name: "city", label: "City" });
 */
export const fieldBlockSchema = z.discriminatedUnion("type", [
  ...leafFieldBlockSchemas,
  groupBlockSchemaOf(leafFieldBlockSchema),
]);

/** A block that collects a value: one of the field types. */
export type FieldBlock = z.infer<typeof fieldBlockSchema>;

/**
 * Every field type's {@link FieldTypeDocument}, by type: prefill, a post
 * without scripts, answer text. Apart from the field type registry so that the
 * public form's browser code never loads it. A field type missing here does
 * not typecheck.
 *
 * @example
 * FIELD_DOCUMENT_REGISTRY.number.coercePrefill(block, "3.50"); // 3.5
 */
export const FIELD_DOCUMENT_REGISTRY: {
  readonly [K in FieldBlock["type"]]: FieldTypeDocument<Extract<FieldBlock, { type: K }>>;
} = {
  select: selectFieldDocument,
  textarea: textareaFieldDocument,
  text: textFieldDocument,
  radio: radioFieldDocument,
  checkboxGroup: checkboxGroupFieldDocument,
  checkbox: checkboxFieldDocument,
  number: numberFieldDocument,
  rating: ratingFieldDocument,
  scale: scaleFieldDocument,
  matrix: matrixFieldDocument,
  ranking: rankingFieldDocument,
  file: fileFieldDocument,
  signature: signatureFieldDocument,
  date: dateFieldDocument,
  time: timeFieldDocument,
  hidden: hiddenFieldDocument,
  address: addressFieldDocument,
  // A group's inner blocks are said, prefilled and posted as their own types say.
  group: groupFieldDocumentOf((type) =>
    Object.hasOwn(FIELD_DOCUMENT_REGISTRY, type)
      ? fieldDocumentOf(type as FieldBlock["type"])
      : undefined,
  ),
};

/**
 * The boundary of a field type, for any block of that type.
 *
 * @example
 * fieldDocumentOf(block.type).coercePrefill(block, raw);
 */
export function fieldDocumentOf(type: FieldBlock["type"]): FieldTypeDocument<FieldBlock> {
  // Each entry takes blocks of its own type, which the union cannot express.
  return FIELD_DOCUMENT_REGISTRY[type] as unknown as FieldTypeDocument<FieldBlock>;
}
