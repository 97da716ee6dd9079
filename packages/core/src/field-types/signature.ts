import type { SignatureBlock } from "../document/signature-block-schema";
import { parseFileRef } from "../files/file-ref";
import { isPlainObject } from "../utils/is-plain-object";
import { compileSignatureField } from "../validation/compile-signature-field";
import type { FieldTypeDefinition } from "./field-type-definition";

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
};
