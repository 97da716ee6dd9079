/**
 * Defaults of the content blocks (SPEC §9): compare slider, modal and lightbox, carousel, heading.
 */

/** Compare slider: the starting position, in percent. */
export const COMPARE_SLIDER_POSITION = 50;

/** Compare slider: how far one arrow-key press moves it, in percent. */
export const COMPARE_SLIDER_KEYBOARD_STEP = 5;

/** Modal and lightbox stacking level. */
export const MODAL_Z_INDEX = 9999;

/** Modal and lightbox open/close transition, in milliseconds. */
export const MODAL_TRANSITION_MS = 250;

/** Carousel: slides shown at once on a wide screen. */
export const CAROUSEL_SLIDES_TO_SHOW = 3;

/** Carousel: milliseconds between automatic advances. */
export const CAROUSEL_AUTOPLAY_SPEED_MS = 2000;

/** Heading level used when a heading block sets none (`<h2>`; `<h1>` is the form title). */
export const DEFAULT_HEADING_LEVEL = 2;
