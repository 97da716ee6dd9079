import {
  type FieldBlock,
  type FieldType,
  type FieldTypeDocument,
  fieldDocumentOf,
  getFieldBlocks,
} from "@formwright/core";
import type { PublishedForm } from "../published-forms";

/** What a type whose answers carry uploads says of them (core's `FieldTypeDocument.uploads`). */
export type FieldUploads = NonNullable<FieldTypeDocument["uploads"]>;

/** A field that takes uploads, with what its type says of them. */
export interface UploadField {
  block: FieldBlock;
  uploads: FieldUploads;
}

/**
 * What a type says of the uploads its answers carry, or undefined for a type
 * whose answers carry none.
 *
 * @example
 * uploadsOf("text"); // undefined
 */
export function uploadsOf(type: FieldType): FieldUploads | undefined {
  return fieldDocumentOf(type).uploads;
}

/**
 * The fields of a form that take uploads, with what their types say of them.
 *
 * @example
 * uploadFieldsOf(form).map((field) => field.block.name); // ["cv", "signature"]
 */
export function uploadFieldsOf(form: PublishedForm): UploadField[] {
  return getFieldBlocks(form.document).flatMap((block) => {
    const uploads = uploadsOf(block.type);
    return uploads ? [{ block, uploads }] : [];
  });
}

/**
 * The upload field of a form by name, or undefined.
 *
 * @example
 * uploadFieldOf(form, "cv")?.block.label; // "CV"
 */
export function uploadFieldOf(form: PublishedForm, name: string): UploadField | undefined {
  return uploadFieldsOf(form).find((field) => field.block.name === name);
}

/**
 * The largest file a field takes, in bytes: what its type allows the block
 * (a file field's `maxSizeMb`, 10 MB by default; a drawn signature's 1 MB),
 * never more than the server's upload limit.
 *
 * @example
 * uploadLimitOf(field, 5 * 1024 * 1024); // 5242880 for a field that takes 10 MB
 */
export function uploadLimitOf(field: UploadField, serverLimitBytes: number): number {
  return Math.min(field.uploads.maxBytes(field.block), serverLimitBytes);
}

/**
 * Whether a field takes a file of this type (read from its bytes) and name.
 *
 * @example
 * fieldTakesType(field, { type: "application/pdf", name: "cv.pdf" }); // true for `accept: [".pdf"]`
 */
export function fieldTakesType(field: UploadField, file: { type: string; name: string }): boolean {
  return field.uploads.takesFile(field.block, file);
}
