import type { FormDocument } from "../document/form-document-schema";
import { getFieldBlocks } from "../document/get-field-blocks";
import { loadFieldTypes } from "./registry";

/**
 * Loads the definitions of the field types a document uses (see
 * `loadFieldTypes`): null when they are all there already.
 *
 * @example
 * await loadDocumentFieldTypes(document);
 * createSubmissionValidator(document);
 */
export function loadDocumentFieldTypes(
  document: Pick<FormDocument, "blocks">,
): Promise<void> | null {
  return loadFieldTypes(getFieldBlocks(document).map((block) => block.type));
}
