import type { FormDocument } from "../document/form-document-schema";
import { getFieldBlocks } from "../document/get-field-blocks";

/**
 * Whether a document has a text field with a `phone` rule (its forms load
 * the phone library, see `loadPhoneRule`).
 *
 * @example
 * usesPhoneRule({ blocks: [{ type: "text", name: "tel", label: "Phone", rules: { phone: { defaultCountry: "FR" } } }] }); // true
 */
export function usesPhoneRule(document: Pick<FormDocument, "blocks">): boolean {
  return getFieldBlocks(document).some(
    (block) => block.type === "text" && block.rules?.phone !== undefined,
  );
}
