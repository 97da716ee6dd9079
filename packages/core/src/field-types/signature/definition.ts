import { parseFileRef } from "../../files/file-ref";
import { isPlainObject } from "../../utils/is-plain-object";
import type { FieldTypeDefinition } from "../field-type-definition";
import { signatureAnswerText } from "./answer-text";
import type { SignatureBlock } from "./block";
import { compileSignatureField } from "./compile";

/**
 * A signature field: `{ file, name }`, a drawn PNG upload or null and the typed name.
 *
 * @example
 * signatureField.emptyValue({ type: "signature", name: "s", label: "Signature" }); // { file: null, name: "" }
 */
export const signatureField: FieldTypeDefinition<SignatureBlock> = {
  type: "signature",
  compileValidator: compileSignatureField,
  emptyValue: () => ({ file: null, name: "" }),
  restoreValue: (_block, value) => {
    if (!isPlainObject(value)) return undefined;
    const record = value as Record<string, unknown>;
    const name = typeof record.name === "string" ? record.name : "";
    const file = parseFileRef(record.file) ?? null;
    return { file, name };
  },
  answerText: signatureAnswerText,
};
