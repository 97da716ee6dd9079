import {
  FILE_DEFAULT_MAX_SIZE_MB,
  type FieldBlock,
  getFieldBlocks,
  MEGABYTE,
  matchesAccept,
  SIGNATURE_MAX_BYTES,
} from "@formwright/core";
import type { PublishedForm } from "../published-forms";

/** A field that takes uploads: a `file` field, or a `signature` field's drawing. */
export type UploadField = Extract<FieldBlock, { type: "file" | "signature" }>;

/** Whether a field block takes uploads. */
export function isUploadField(block: FieldBlock): block is UploadField {
  return block.type === "file" || block.type === "signature";
}

/** The upload field of a form by name, or undefined. */
export function uploadFieldOf(form: PublishedForm, name: string): UploadField | undefined {
  return getFieldBlocks(form.document).find(
    (block): block is UploadField => block.name === name && isUploadField(block),
  );
}

/**
 * The largest file a field takes, in bytes: its `maxSizeMb` (10 MB by
 * default) or a signature's 1 MB, never more than the server's upload limit.
 */
export function uploadLimitOf(field: UploadField, serverLimitBytes: number): number {
  const own =
    field.type === "signature"
      ? SIGNATURE_MAX_BYTES
      : Math.floor((field.maxSizeMb ?? FILE_DEFAULT_MAX_SIZE_MB) * MEGABYTE);
  return Math.min(own, serverLimitBytes);
}

/** Whether a field takes a file of this type (read from its bytes) and name. */
export function fieldTakesType(field: UploadField, file: { type: string; name: string }): boolean {
  return field.type === "signature" ? file.type === "image/png" : matchesAccept(field.accept, file);
}
