import { parseFileRef } from "../../files/file-ref";
import type { FieldTypeDefinition } from "../field-type-definition";
import { fileAnswerText } from "./answer-text";
import type { FileBlock } from "./block";
import { compileFileField } from "./compile";

/**
 * A file field: an array of uploaded files (see `fileFieldDocument`).
 *
 * @example
 * fileField.emptyValue({ type: "file", name: "cv", label: "CV" }); // []
 */
export const fileField: FieldTypeDefinition<FileBlock> = {
  type: "file",
  compileValidator: compileFileField,
  emptyValue: () => [],
  // Uploads already done are kept; a value of another shape is dropped.
  restoreValue: (_block, value) =>
    Array.isArray(value) && value.every((item) => parseFileRef(item) !== undefined)
      ? value
      : undefined,
  answerText: fileAnswerText,
};
