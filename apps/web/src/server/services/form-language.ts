import { type FormDocument, formLanguages, matchLanguage } from "@formwright/core";

/**
 * The one of the form's languages a respondent's `language` names, or null
 * (not said, or not one the form offers): what a submit and an upload answer in.
 *
 * @example
 * formLanguageOf({ ...document, language: "en", translations: { de: {} } }, "de-AT"); // "de"
 */
export function formLanguageOf(
  document: FormDocument,
  language: string | null | undefined,
): string | null {
  return language ? matchLanguage(language, formLanguages(document)) : null;
}
