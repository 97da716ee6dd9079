import { z } from "zod";
import { CAROUSEL_AUTOPLAY_SPEED_MS, CAROUSEL_SLIDES_TO_SHOW } from "../constants/content-blocks";
import { contentSettingsShape } from "./content-settings-shape";
import { checkImageAlt, imageShape } from "./image-src-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/** Most slides one carousel may hold. */
export const CAROUSEL_MAX_SLIDES = 50;

/** Most slides a carousel may show at once (on a wide screen). */
export const CAROUSEL_MAX_SLIDES_TO_SHOW = 6;

/**
 * Shortest time between automatic advances, in milliseconds: faster than this
 * nobody can look at a slide before it moves.
 */
export const CAROUSEL_MIN_AUTOPLAY_SPEED_MS = 500;

/**
 * One slide of a carousel: an image and an optional caption.
 *
 * @example
 * carouselSlideSchema.parse({ src: "/samples/sample-2.jpg", alt: "Red model", caption: "Red" });
 */
export const carouselSlideSchema = z
  .strictObject({
    ...imageShape,
    caption: z.string().optional(),
  })
  .check(checkImageAlt);

/** One slide of a carousel. */
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/**
 * A row of images that scrolls: `slidesToShow` at once on a wide screen
 * (fewer on small ones), advancing by itself every `autoplaySpeed` ms while
 * `autoplay` is on, and wrapping round when `loop` is on. Parsing fills in the
 * defaults: 3 slides shown, autoplay on every 2000 ms, loop on. `label` names
 * the carousel for screen readers (default "Image carousel"); give each
 * carousel of a form its own.
 *
 * @example
 * carouselBlockSchema.parse({ type: "carousel", slides: [{ src: "/samples/sample-1.jpg", alt: "Blue" }] });
 */
export const carouselBlockSchema = z.strictObject({
  type: z.literal("carousel"),
  ...contentSettingsShape,
  label: nonBlankTextSchema.optional(),
  slides: z.array(carouselSlideSchema).min(1).max(CAROUSEL_MAX_SLIDES),
  slidesToShow: z
    .number()
    .int()
    .min(1)
    .max(CAROUSEL_MAX_SLIDES_TO_SHOW)
    .default(CAROUSEL_SLIDES_TO_SHOW),
  autoplay: z.boolean().default(true),
  autoplaySpeed: z
    .number()
    .int()
    .min(CAROUSEL_MIN_AUTOPLAY_SPEED_MS)
    .default(CAROUSEL_AUTOPLAY_SPEED_MS),
  loop: z.boolean().default(true),
});

/** A carousel of images. */
export type CarouselBlock = z.infer<typeof carouselBlockSchema>;
