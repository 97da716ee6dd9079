import { z } from "zod";
import { contentSettingsShape } from "./content-settings-shape";
import { checkImageAlt, imageShape } from "./image-src-schema";

/**
 * One image, with its alternative text and an optional caption shown under
 * it. It is served resized through the image optimizer; clicking it opens
 * it large in a lightbox.
 *
 * @example
 * imageBlockSchema.parse({ type: "image", src: "/samples/sample-1.jpg", alt: "Our new bike", caption: "Model 2" });
 */
export const imageBlockSchema = z
  .strictObject({
    type: z.literal("image"),
    ...contentSettingsShape,
    ...imageShape,
    caption: z.string().optional(),
  })
  .check(checkImageAlt);

/** One image. */
export type ImageBlock = z.infer<typeof imageBlockSchema>;
