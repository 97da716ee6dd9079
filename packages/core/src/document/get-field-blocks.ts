import type { FieldBlock } from "../field-types/document-list";
import type { FormDocument } from "./form-document-schema";
import { isFieldBlock } from "./is-field-block";

/**
 * A document's field blocks, in order; content blocks are left out.
 *
 * @example
 * getFieldBlocks(document).map((block) => block.name); // ["fullName", "topics"]
 */
export function getFieldBlocks(document: Pick<FormDocument, "blocks">): FieldBlock[] {
  return document.blocks.filter(isFieldBlock);
}
