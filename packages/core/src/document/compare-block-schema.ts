import { z } from "zod";
import { COMPARE_SLIDER_POSITION } from "../constants/content-blocks";
import { contentSettingsShape } from "./content-settings-shape";
import { documentImageSchema } from "./image-src-schema";

/**
 * A before/after slider: two images of the same size stacked, with a handle
 * that reveals more of one or the other. `before` and `after` are images with
 * their own alternative text (objects, not bare URLs, so a screen reader can
 * say what each side shows). `position` is where the handle starts, in percent
 * from the left (default 50).
 *
 * @example
 * compareBlockSchema.parse({
 *   type: "compare",
 *   before: { src: "/samples/sample-1.jpg", alt: "The room before" },
 *   after: { src: "/samples/sample-2.jpg", alt: "The room after" },
 * });
 */
export const compareBlockSchema = z.strictObject({
  type: z.literal("compare"),
  ...contentSettingsShape,
  before: documentImageSchema,
  after: documentImageSchema,
  position: z.number().min(0).max(100).default(COMPARE_SLIDER_POSITION),
  caption: z.string().optional(),
});

/** A before/after slider. */
export type CompareBlock = z.infer<typeof compareBlockSchema>;
