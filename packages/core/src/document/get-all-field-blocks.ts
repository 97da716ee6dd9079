import type { FieldBlock } from "../field-types/document-list";
import type { FormDocument } from "./form-document-schema";
import { getFieldBlocks } from "./get-field-blocks";

/**
 * A document's field blocks and the field blocks they hold (a group's
 * `blocks`), in order: what loads a form's field types and rule libraries.
 *
 * @example
 * getAllFieldBlocks(document).map((block) => block.type); // ["group", "text", "date"]
 */
export function getAllFieldBlocks(document: Pick<FormDocument, "blocks">): FieldBlock[] {
  return getFieldBlocks(document).flatMap((block) =>
    "blocks" in block ? [block, ...block.blocks] : [block],
  );
}
