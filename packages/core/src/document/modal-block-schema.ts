import { z } from "zod";
import { contentSettingsShape } from "./content-settings-shape";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * A button (captioned `trigger`) that opens a dialog with a `title` and plain
 * `text`: terms, details, help that would clutter the form. All three are
 * shown as text, never as HTML; line breaks in `text` are kept.
 *
 * @example
 * modalBlockSchema.parse({ type: "modal", trigger: "Read the terms", title: "Terms", text: "1. ..." });
 */
export const modalBlockSchema = z.strictObject({
  type: z.literal("modal"),
  ...contentSettingsShape,
  trigger: nonBlankTextSchema,
  title: nonBlankTextSchema,
  text: nonBlankTextSchema,
});

/** A button that opens a dialog of text. */
export type ModalBlock = z.infer<typeof modalBlockSchema>;
