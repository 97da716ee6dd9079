import {
  catalogueLanguageOf,
  chooseLanguage,
  type FormDocument,
  formLanguages,
  type SupportedLanguage,
  textDirection,
} from "@formwright/core";

/** The query parameter that asks for a language (`/f/<slug>?lang=de`). */
export const LANGUAGE_PARAM = "lang";

/** The language a public form's page is rendered in. */
export interface PageLanguage {
  /** BCP 47 tag, for `<html lang>` and the submission. */
  tag: string;
  dir: "ltr" | "rtl";
  /** The shipped catalogue of product texts for it (English for one without). */
  catalogue: SupportedLanguage;
}

/**
 * Picks the page's language on the server: `?lang=`, else the browser's
 * `Accept-Language`, else the document's `language`, among the languages the
 * form is written in. The page is rendered in it; nothing of this runs in
 * the browser.
 */
export function pageLanguageOf({
  document,
  query,
  acceptLanguage,
}: {
  document: FormDocument;
  query?: string | null;
  acceptLanguage?: string | null;
}): PageLanguage {
  const tag = chooseLanguage({
    available: formLanguages(document),
    query,
    acceptLanguage,
  });
  return { tag, dir: textDirection(tag), catalogue: catalogueLanguageOf(tag) };
}
