import { z } from "zod";
import { DEFAULT_CONFIRMATION_MESSAGE } from "../constants/form-texts";
import { documentMessages } from "./document-messages";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * Absolute http(s) URL, or a same-site path. `//host` and `/\host` are refused:
 * browsers treat both as another host, which would make the form an open
 * redirect.
 */
function isRedirectTarget(value: string): boolean {
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value) && !/\s/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * What a respondent sees after submitting: a message shown in place of the
 * form, or a redirect to another page.
 *
 * @example
 * confirmationSchema.parse({ message: "Thanks!" });
 * confirmationSchema.parse({ redirect: "/thanks" });
 */
export const confirmationSchema = z.union(
  [
    z.strictObject({ message: nonBlankTextSchema }),
    z.strictObject({
      redirect: z.string().refine(isRedirectTarget, { error: documentMessages.redirect }),
    }),
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union" ? documentMessages.confirmation() : undefined,
  },
);

/** What a respondent sees after submitting. */
export type Confirmation = z.infer<typeof confirmationSchema>;

/**
 * The confirmation of a document that sets none. A function, so each parsed
 * document gets its own object.
 *
 * @example
 * defaultConfirmation(); // { message: "Thank you! Your answers have been received." }
 */
export function defaultConfirmation(): Confirmation {
  return { message: DEFAULT_CONFIRMATION_MESSAGE };
}
