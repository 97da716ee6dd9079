/** The image optimizer and image uploads (SPEC §9). */

/** Image optimizer settings. */
export const IMAGE_QUALITY = 75;

/** Device widths the image optimizer serves, in CSS pixels. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Shortest time an optimized image is cached, in seconds. */
export const IMAGE_MINIMUM_CACHE_TTL_S = 60;

/**
 * Largest image accepted at upload, and decoded by the image optimizer, in
 * pixels (40 megapixels: a 7,700 × 5,200 photo). A small file can declare a
 * huge image; refusing it by its header means nothing ever decodes it.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
