/** Longest names a form document may use. */

/** Longest form slug, in characters (`/f/<slug>`). */
export const SLUG_MAX_LENGTH = 64;

/** Longest field name, in characters. */
export const FIELD_NAME_MAX_LENGTH = 64;
