import {
  catalogueLanguageOf,
  closedNotice,
  DEFAULT_LANGUAGE,
  documentVariables,
  type FormDocument,
  loadCatalogue,
  pipeDocumentText,
  translateDocument,
} from "@formwright/core";

/**
 * What a form that takes no answers says to a respondent in `language` (one
 * of the form's languages, or null for its own): its translated
 * `closedMessage`, else the default in that language. The author's `{{name}}`
 * pipes show `answers` (those of a refused submit) as every respondent text
 * does, else their fallback or nothing: never the braces.
 *
 * @example await closedNoticeIn({ document, reason: "closed", language: "de" }); // "Dieses Formular ist geschlossen"
 */
export async function closedNoticeIn({
  document,
  reason,
  language,
  answers = {},
}: {
  document: FormDocument;
  reason: "notYetOpen" | "closed" | "full";
  language: string | null;
  /** The respondent's answers, when there are some (a refused submit). */
  answers?: Readonly<Record<string, unknown>>;
}): Promise<string> {
  const tag = language ?? document.language ?? DEFAULT_LANGUAGE;
  const translated = translateDocument(document, tag);
  const catalogue = await loadCatalogue(catalogueLanguageOf(tag));
  const notice = closedNotice({ availability: translated.availability, reason, catalogue });
  return pipeDocumentText(
    translated,
    notice,
    answers,
    { language: tag, labels: { yes: catalogue.yes, no: catalogue.no, signed: catalogue.signed } },
    documentVariables(document, answers),
  );
}
