import { parseFileRef } from "../../files/file-ref";
import { messages } from "../../messages";
import { isPlainObject } from "../../utils/is-plain-object";
import { isStorableText } from "../../validation/is-storable-text";
import type { FieldValidator } from "../../validation/submission-value";
import type { SignatureBlock } from "./block";
import type { SignatureValue } from "./value";

/** Longest typed name a signature keeps. */
export const SIGNATURE_NAME_MAX_LENGTH = 200;

/** Largest drawn signature (a PNG) accepted, in bytes. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/**
 * Builds the validator of a signature field: `{ file, name }` where `file`
 * is the drawing (a PNG {@link FileRef}) or null and `name` the typed full
 * name. Signed means drawn or named; unsigned is no value.
 *
 * @example
 * const validate = compileSignatureField({ type: "signature", name: "s", label: "Signature", required: true });
 * validate({ file: null, name: "Ada Lovelace" }); // { value: { file: null, name: "Ada Lovelace" } }
 */
export function compileSignatureField(block: SignatureBlock): FieldValidator {
  const { label } = block;
  const required = block.required === true;
  return (value) => {
    if (value === undefined || value === null) {
      return required ? { error: messages.required(label) } : { value: undefined };
    }
    if (!isPlainObject(value)) return { error: messages.wrongType(label) };
    const record = value as Record<string, unknown>;
    const name = record.name ?? "";
    if (typeof name !== "string") return { error: messages.wrongType(label) };
    if (!isStorableText(name)) return { error: messages.unsupportedCharacters(label) };
    if (name.length > SIGNATURE_NAME_MAX_LENGTH) {
      return { error: messages.maxLength(label, SIGNATURE_NAME_MAX_LENGTH) };
    }
    let file: SignatureValue["file"] = null;
    if (record.file !== undefined && record.file !== null) {
      const ref = parseFileRef(record.file);
      if (!ref || ref.type !== "image/png" || ref.size > SIGNATURE_MAX_BYTES) {
        return { error: messages.wrongType(label) };
      }
      file = ref;
    }
    const trimmed = name.trim();
    if (!file && trimmed === "") {
      return required ? { error: messages.required(label) } : { value: undefined };
    }
    return { value: { file, name: trimmed } };
  };
}
