import type { FieldBlock } from "../field-types/document-list";
import { FIELD_TYPES } from "../field-types/registry";
import type { Block } from "./block-schema";

const fieldTypes: ReadonlySet<string> = new Set(FIELD_TYPES);

/**
 * Whether a block collects a value (a block of one of the field types)
 * rather than showing content.
 *
 * @example
 * document.blocks.filter(isFieldBlock).map((block) => block.name);
 */
export function isFieldBlock(block: Block): block is FieldBlock {
  return fieldTypes.has(block.type);
}
