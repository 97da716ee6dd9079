import type { FormDocument } from "../document/form-document-schema";
import { getFieldBlocks } from "../document/get-field-blocks";
import { loadPhoneRule } from "../phone/phone-rule";
import { usesPhoneRule } from "../phone/uses-phone-rule";
import { loadFieldTypes } from "./registry";

// One promise per pending set of types while the phone rule loads beside them,
// so React's `use` sees the same promise on every render.
const withPhone = new WeakMap<Promise<void>, Promise<void>>();

/**
 * Loads the definitions of the field types a document uses (see
 * `loadFieldTypes`), and the phone library when a text field has a `phone`
 * rule (see `loadPhoneRule`): null when they are all there already.
 *
 * @example
 * await loadDocumentFieldTypes(document);
 * createSubmissionValidator(document);
 */
export function loadDocumentFieldTypes(
  document: Pick<FormDocument, "blocks">,
): Promise<void> | null {
  const types = loadFieldTypes(getFieldBlocks(document).map((block) => block.type));
  const phone = usesPhoneRule(document) ? loadPhoneRule() : null;
  if (!phone) return types;
  if (!types) return phone;
  let both = withPhone.get(types);
  if (!both) {
    both = Promise.all([types, phone]).then(() => undefined);
    withPhone.set(types, both);
  }
  return both;
}
