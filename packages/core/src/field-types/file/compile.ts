import {
  FILE_DEFAULT_MAX_SIZE_MB,
  type FileRef,
  MEGABYTE,
  parseFileRef,
} from "../../files/file-ref";
import { isListedInAccept } from "../../files/is-listed-in-accept";
import { messages } from "../../messages";
import type { FieldValidator } from "../../validation/submission-value";
import type { FileBlock } from "./block";

/**
 * Builds the validator of a file field. The value is an array of
 * {@link FileRef}; empty (no array or `[]`) is no value. Each file must be
 * listed by the field's `accept` and fit its `maxSizeMb`, and there may be at
 * most `maxFiles`. (The upload route already judged each file's bytes against
 * `accept`; see `matchesAccept`.)
 * (That each id is an upload of this form and field, unused, with the same
 * name, size and type, the server checks against what it stored.)
 *
 * @example
 * const validate = compileFileField({ type: "file", name: "cv", label: "CV", required: true });
 * validate([]); // { error: "CV is required" }
 */
export function compileFileField(block: FileBlock): FieldValidator {
  const { label } = block;
  const required = block.required === true;
  const maxFiles = block.maxFiles ?? 1;
  const maxMb = block.maxSizeMb ?? FILE_DEFAULT_MAX_SIZE_MB;
  const maxBytes = maxMb * MEGABYTE;
  return (value) => {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      return required ? { error: messages.required(label) } : { value: undefined };
    }
    if (!Array.isArray(value)) return { error: messages.wrongType(label) };
    const refs: FileRef[] = [];
    for (const item of value) {
      const ref = parseFileRef(item);
      if (!ref) return { error: messages.wrongType(label) };
      if (refs.some((other) => other.id === ref.id)) return { error: messages.wrongType(label) };
      refs.push(ref);
    }
    if (refs.length > maxFiles) return { error: messages.tooManyFiles(label, maxFiles) };
    for (const ref of refs) {
      if (ref.size > maxBytes) return { error: messages.fileTooLarge(label, ref.name, maxMb) };
      if (!isListedInAccept(block.accept, ref)) {
        return { error: messages.fileTypeNotAccepted(label, ref.name) };
      }
    }
    return { value: refs };
  };
}
