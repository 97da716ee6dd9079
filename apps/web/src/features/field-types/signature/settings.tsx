import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a signature: only those every field has.
 *
 * @example
 * signatureEditor.title; // "Signature"
 */
export const signatureEditor: FieldEditor = {
  title: "Signature",
  hint: "Drawn, or the typed full name",
  keywords: ["sign", "signed", "e-signature", "autograph", "initials"],
  hasPlaceholder: false,
  defaultValue: "none",
};
