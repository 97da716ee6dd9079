import type { FormDocument } from "../document/form-document-schema";
import { getAllFieldBlocks } from "../document/get-all-field-blocks";

/**
 * Whether a document has a field with a `phone` rule (its forms load the
 * phone library, see `loadPhoneRule`); the document's schema says which
 * types take the rule.
 *
 * @example
 * usesPhoneRule({ blocks: [{ type: "text", name: "tel", label: "Phone", rules: { phone: { defaultCountry: "FR" } } }] }); // true
 */
export function usesPhoneRule(document: Pick<FormDocument, "blocks">): boolean {
  return getAllFieldBlocks(document).some(
    (block) =>
      "rules" in block &&
      block.rules !== undefined &&
      "phone" in block.rules &&
      block.rules.phone !== undefined,
  );
}
