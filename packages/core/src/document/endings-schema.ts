import { z } from "zod";
import { visibleWhenSchema } from "../logic/visible-when-schema";
import { documentMessages } from "./document-messages";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/** Most endings a form may have. */
export const ENDINGS_MAX = 50;

/** An https URL (a redirect leaves the site: never plain http, never a script). */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value.replace(/\{\{[^}]*\}\}/g, "x")).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * An ending chosen by the answers (issue 32 §3): after a submit the first
 * ending whose `when` holds is shown (its title and text, answers and
 * variables piped), or its `redirectUrl` is opened (https only, `{{name}}`
 * there URL-encoded). Without `when` an ending always holds.
 *
 * @example
 * endingSchema.parse({ id: "high", title: "Well done", when: { all: [{ field: "score", op: "greaterThan", value: 7 }] } });
 */
export const endingSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: documentMessages.endingId }),
  title: nonBlankTextSchema,
  text: z.string().optional(),
  when: visibleWhenSchema.optional(),
  redirectUrl: z.string().refine(isHttpsUrl, { error: documentMessages.endingRedirect }).optional(),
});

/** The document's `endings`, in the order they are tried. */
export const endingsSchema = z.array(endingSchema).max(ENDINGS_MAX);

/** One ending. */
export type Ending = z.infer<typeof endingSchema>;
