import { z } from "zod";
import { DEFAULT_HEADING_LEVEL } from "../constants/content-blocks";
import { carouselBlockSchema } from "./carousel-block-schema";
import { compareBlockSchema } from "./compare-block-schema";
import { contentSettingsShape } from "./content-settings-shape";
import { imageBlockSchema } from "./image-block-schema";
import { modalBlockSchema } from "./modal-block-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";
import { pageBlockSchema } from "./page-block-schema";
import { paymentBlockSchema } from "./payment-block-schema";

/**
 * A section heading inside the form. Level 2 or 3 (the form's title is the
 * page's level-1 heading); 2 when not set.
 *
 * @example
 * headingBlockSchema.parse({ type: "heading", text: "About you" }); // level: 2
 */
export const headingBlockSchema = z.strictObject({
  type: z.literal("heading"),
  ...contentSettingsShape,
  text: nonBlankTextSchema,
  level: z.literal([2, 3]).default(DEFAULT_HEADING_LEVEL),
});

/** A section heading. */
export type HeadingBlock = z.infer<typeof headingBlockSchema>;

/**
 * A paragraph of plain text. It is always rendered as text, never as HTML.
 *
 * @example
 * paragraphBlockSchema.parse({ type: "paragraph", text: "All fields are optional." });
 */
export const paragraphBlockSchema = z.strictObject({
  type: z.literal("paragraph"),
  ...contentSettingsShape,
  text: nonBlankTextSchema,
});

/** A paragraph of plain text. */
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;

/**
 * Any content block: blocks that show something and collect nothing. Each is
 * a strict object with its own `type` literal, an optional `id` and an
 * optional `width` on the page grid.
 *
 * @example
 * contentBlockSchema.parse({ type: "paragraph", text: "Hello" });
 */
export const contentBlockSchema = z.discriminatedUnion("type", [
  headingBlockSchema,
  paragraphBlockSchema,
  imageBlockSchema,
  carouselBlockSchema,
  compareBlockSchema,
  modalBlockSchema,
  pageBlockSchema,
  paymentBlockSchema,
]);

/** A block that shows something and collects nothing. */
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** Type of a content block. */
export type ContentBlockType = ContentBlock["type"];

/**
 * Every content block type, for messages and editors.
 *
 * @example
 * CONTENT_BLOCK_TYPES; // ["heading", "paragraph", "image", "carousel", "compare", "modal", "page", "payment"]
 */
export const CONTENT_BLOCK_TYPES = contentBlockSchema.options.map(
  (option) => option.shape.type.value,
) as readonly ContentBlockType[];
