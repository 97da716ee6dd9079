import {
  catalogueLanguageOf,
  chooseLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from "@formwright/core";
import { cache } from "react";

/**
 * The language of a page that has no form to take one from ("Form not
 * found"): `?lang=`, else the browser's `Accept-Language`, among the shipped
 * catalogues; English when none fits.
 *
 * @example notFoundLanguageOf({ query: null, acceptLanguage: "de-CH,de;q=0.9" }); // "de"
 */
export function notFoundLanguageOf({
  query,
  acceptLanguage,
}: {
  query?: string | null;
  acceptLanguage?: string | null;
}): SupportedLanguage {
  return catalogueLanguageOf(
    chooseLanguage({ available: SUPPORTED_LANGUAGES, query, acceptLanguage }),
  );
}

/**
 * The `?lang=` of the request whose page answered "not found": the page sets
 * it before `notFound()`, the not-found page (which gets no query) reads it.
 * One per request (React `cache`).
 */
export const askedLanguage = cache((): { query: string | null } => ({ query: null }));
