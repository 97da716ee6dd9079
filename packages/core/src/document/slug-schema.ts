import { z } from "zod";
import { SLUG_MAX_LENGTH } from "../constants/document-limits";
import { documentMessages } from "./document-messages";

const SLUG = new RegExp(`^(?=.{1,${SLUG_MAX_LENGTH}}$)[a-z0-9]+(?:-+[a-z0-9]+)*$`);

/**
 * A form's URL-safe identifier, used in `/f/<slug>`: lowercase letters, digits
 * and hyphens, 1-64 characters, not starting or ending with a hyphen.
 *
 * @example
 * slugSchema.parse("contact-us"); // "contact-us"
 * slugSchema.safeParse("-Contact").success; // false
 */
export const slugSchema = z.string().regex(SLUG, { error: documentMessages.slug });

/** A form's slug. */
export type Slug = z.infer<typeof slugSchema>;
