import { z } from "zod";
import { fieldBlockSchema } from "../field-types/document-list";
import { FIELD_TYPES } from "../field-types/registry";
import { isRecord } from "../utils/is-record";
import { CONTENT_BLOCK_TYPES, contentBlockSchema } from "./content-block-schema";
import { documentMessages } from "./document-messages";

/**
 * Every block type a document may use: the field types, then the content
 * block types.
 *
 * @example
 * BLOCK_TYPES.includes("heading"); // true
 */
export const BLOCK_TYPES: readonly string[] = [...FIELD_TYPES, ...CONTENT_BLOCK_TYPES];

/**
 * One block of a form, field or content, told apart by `type`. Adding a block
 * type means adding its schema to the field or content union.
 *
 * @example
 * blockSchema.parse({ type: "heading", text: "About you" });
 */
export const blockSchema = z.discriminatedUnion("type", [fieldBlockSchema, contentBlockSchema], {
  error: (issue) =>
    issue.code === "invalid_union"
      ? documentMessages.unknownBlockType(
          isRecord(issue.input) ? issue.input.type : undefined,
          BLOCK_TYPES,
        )
      : undefined,
});

/** One block of a form. */
export type Block = z.infer<typeof blockSchema>;

/** Type of any block. */
export type BlockType = Block["type"];
