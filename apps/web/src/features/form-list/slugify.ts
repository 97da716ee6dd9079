import { SLUG_MAX_LENGTH } from "@formwright/core";

/** The slug proposed when a title has no letter or digit to make one from. */
export const FALLBACK_SLUG = "form";

/**
 * A URL-safe slug from a title: accents dropped, lowercase ASCII letters and
 * digits, every other run of characters one hyphen, no hyphen at either end,
 * at most 64 characters (SLUG_MAX_LENGTH).
 *
 * @example
 * slugify("Café & Bar — Feedback 2026"); // "cafe-bar-feedback-2026"
 * slugify("¿?"); // "form"
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK_SLUG;
}
