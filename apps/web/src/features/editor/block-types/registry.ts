import type { DraftBlock } from "../draft-types";
import type { BlockTypeDefinition } from "./block-type-definition";
import { carouselBlockType } from "./carousel";
import { compareBlockType } from "./compare";
import { headingBlockType, paragraphBlockType } from "./content-block-types";
import { fieldBlockTypes } from "./field-block-types";
import { imageBlockType } from "./image";
import { modalBlockType } from "./modal";
import { pageBreakBlockType } from "./page-break";
import { paymentBlockType } from "./payment";

/**
 * Every block type the editor offers, in "Add block" order: the seven field
 * types, then the content blocks. Adding a block type (image, carousel, ...)
 * is adding its {@link BlockTypeDefinition} here.
 *
 * @example
 * BLOCK_TYPES.map((definition) => definition.title);
 */
export const BLOCK_TYPES: readonly BlockTypeDefinition[] = [
  ...fieldBlockTypes,
  headingBlockType,
  paragraphBlockType,
  imageBlockType,
  carouselBlockType,
  compareBlockType,
  modalBlockType,
  pageBreakBlockType,
  paymentBlockType,
];

const byType = new Map(BLOCK_TYPES.map((definition) => [definition.type, definition]));

/**
 * The definition of a block's type, or `undefined` for a type the editor does
 * not know (a document written by hand with a newer or misspelt type).
 */
export function blockTypeOf(block: DraftBlock): BlockTypeDefinition | undefined {
  return byType.get(block.type);
}

/** The field names a draft already uses. */
export function takenFieldNames(blocks: readonly DraftBlock[]): Set<string> {
  return new Set(blocks.flatMap((block) => (typeof block.name === "string" ? [block.name] : [])));
}
