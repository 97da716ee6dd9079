import { z } from "zod";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { parseFileRef } from "../../files/file-ref";
import { isPlainObject } from "../../utils/is-plain-object";
import type { FieldTypeDocument } from "../field-type-definition";
import { signatureAnswerText } from "./answer-text";
import { SIGNATURE_MAX_BYTES } from "./compile";

/**
 * A signature: drawn with a pointer or a finger (kept as a PNG upload) or
 * typed as the signer's full name (for keyboard and screen-reader users).
 * Its value is `{ file: FileRef | null, name: string }`.
 *
 * @example
 * signatureBlockSchema.parse({ type: "signature", name: "sign", label: "Signature", required: true });
 */
export const signatureBlockSchema = z.strictObject({
  type: z.literal("signature"),
  ...fieldSettingsShape,
  rules: noRulesSchema.optional(),
});

/** A signature field. */
export type SignatureBlock = z.infer<typeof signatureBlockSchema>;

/**
 * The SignatureBlock beyond its schema: no prefill, nothing from a post
 * without scripts but the typed name, answer text the name and "signed".
 */
export const signatureFieldDocument: FieldTypeDocument<SignatureBlock> = {
  coercePrefill: () => undefined,
  fromFormPost: (_block, posted) => {
    const name = posted[0] ?? "";
    return name.trim() === "" ? undefined : { file: null, name };
  },
  answerText: signatureAnswerText,
  rules: [],
  hasOptions: false,
  chart: "none",
  conditionKind: () => "answered",
  // The drawing is the upload (a PNG); a typed name is no file.
  uploads: {
    refsOf: (answer) => {
      const ref = isPlainObject(answer)
        ? parseFileRef((answer as Record<string, unknown>).file)
        : undefined;
      return ref ? [ref] : [];
    },
    maxBytes: () => SIGNATURE_MAX_BYTES,
    takesFile: (_block, file) => file.type === "image/png",
    pictured: true,
  },
};
