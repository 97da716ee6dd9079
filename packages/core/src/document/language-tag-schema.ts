import { z } from "zod";
import { languageTagForName } from "../i18n/common-languages";
import { knownLanguage, languageName } from "../i18n/language-names";
import { documentMessages } from "./document-messages";

/**
 * Why `tag` is no language of a form: null when it is a BCP 47 tag of a
 * language `Intl` knows ({@link knownLanguage}), else the message, which
 * says the tag of the language it names when it is a language's name
 * (`"german"`: e.g. "de" for German).
 *
 * @example languageTagProblem("german"); // '"german" is not a language tag (BCP 47), e.g. "de" for German'
 */
export function languageTagProblem(tag: string): string | null {
  if (knownLanguage(tag)) return null;
  const meant = languageTagForName(tag);
  const name = meant ? languageName(meant) : null;
  return documentMessages.languageTag(tag, meant && name ? { tag: meant, name } : undefined);
}

/**
 * A BCP 47 language tag of a known language (`"en"`, `"de-CH"`, `"ar"`,
 * `"zh-Hant-TW"`): one `Intl.getCanonicalLocales` accepts and
 * `Intl.DisplayNames` names. Well-formed is not enough: `"german"` is a
 * well-formed language subtag of no language. Kept as written.
 *
 * @example languageTagSchema.parse("pt-BR"); // "pt-BR"
 */
export const languageTagSchema = z.string().superRefine((tag, ctx) => {
  const problem = languageTagProblem(tag);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
