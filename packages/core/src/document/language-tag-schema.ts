import { z } from "zod";
import { languageTagForName } from "../i18n/common-languages";
import { knownLanguage, languageName } from "../i18n/language-names";
import { canonicalLanguage } from "../i18n/languages";
import { isRecord } from "../utils/is-record";
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
 * A well-formed BCP 47 language tag (`"en"`, `"de-CH"`, `"ar"`,
 * `"zh-Hant-TW"`), as `Intl.getCanonicalLocales` accepts it. Kept as written.
 * A saved document must also name a known language
 * ({@link checkKnownLanguages}); a version published before that rule still
 * opens.
 *
 * @example languageTagSchema.parse("pt-BR"); // "pt-BR"
 */
export const languageTagSchema = z.string().superRefine((tag, ctx) => {
  if (canonicalLanguage(tag) === null) {
    ctx.addIssue({ code: "custom", message: languageTagProblem(tag) ?? "" });
  }
});

/**
 * Refuses, when a document is saved, a `language` or `translations` key that
 * is a well-formed tag of no language `Intl` names: `"german"` is a
 * well-formed 5–8 letter language subtag, `"en-XX"` names no region. Such a
 * tag would publish as `<html lang="german">`. (A tag that is not even
 * well-formed is refused by {@link languageTagSchema}.) Reads input of
 * unknown shape, so it runs even when other parts are wrong.
 */
export function checkKnownLanguages(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document)) return;
  const check = (tag: unknown, path: string[]) => {
    if (typeof tag !== "string" || canonicalLanguage(tag) === null) return;
    const problem = languageTagProblem(tag);
    if (problem) ctx.addIssue({ code: "custom", path, message: problem });
  };
  check(document.language, ["language"]);
  if (isRecord(document.translations)) {
    for (const tag of Object.keys(document.translations)) check(tag, ["translations", tag]);
  }
}
