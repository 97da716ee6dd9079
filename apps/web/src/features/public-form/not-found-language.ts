import {
  catalogueLanguageOf,
  chooseLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from "@formwright/core";

/**
 * The language of a page that has no form to take one from ("Form not
 * found"): the browser's first preference (`Accept-Language`) among the
 * shipped catalogues; English when none fits. Not `?lang=`: Next.js renders
 * the not-found page without the query, and its title must match its text.
 *
 * @example notFoundLanguageOf("de-CH,de;q=0.9"); // "de"
 */
export function notFoundLanguageOf(acceptLanguage: string | null): SupportedLanguage {
  return catalogueLanguageOf(chooseLanguage({ available: SUPPORTED_LANGUAGES, acceptLanguage }));
}
