import { z } from "zod";
import { documentMessages } from "./document-messages";

/**
 * A string with at least one non-space character: labels, titles, option
 * labels, heading text. Stored as written (not trimmed).
 *
 * @example
 * nonBlankTextSchema.parse("Full name"); // "Full name"
 * nonBlankTextSchema.safeParse("  ").success; // false
 */
export const nonBlankTextSchema = z.string().regex(/\S/, { error: documentMessages.blank });
