import {
  catalogueLanguageOf,
  closedNotice,
  DEFAULT_LANGUAGE,
  type FormDocument,
  loadCatalogue,
  translateDocument,
} from "@formwright/core";

/**
 * What a form that takes no answers says to a respondent in `language` (one
 * of the form's languages, or null for its own): its translated
 * `closedMessage`, else the default in that language.
 *
 * @example await closedNoticeIn({ document, reason: "closed", language: "de" }); // "Dieses Formular ist geschlossen"
 */
export async function closedNoticeIn({
  document,
  reason,
  language,
}: {
  document: FormDocument;
  reason: "notYetOpen" | "closed" | "full";
  language: string | null;
}): Promise<string> {
  const tag = language ?? document.language ?? DEFAULT_LANGUAGE;
  return closedNotice({
    availability: translateDocument(document, tag).availability,
    reason,
    catalogue: await loadCatalogue(catalogueLanguageOf(tag)),
  });
}
