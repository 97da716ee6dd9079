import {
  type AnswerLineWords,
  type Catalogue,
  englishCatalogue,
  type FormDocument,
  respondentAnswerLines,
} from "@formwright/core";

/** The product words of {@link answersAsText}: the answer lines' and "Label: answer". */
export type AnswersTextWords = AnswerLineWords & Pick<Catalogue, "labelledValue">;

/**
 * A respondent's answers as plain text, one `Label: answer` line each (as
 * the page's language writes it: `Jour : 7 mars 2026` in French), the
 * receipt's lines (core's `respondentAnswerLines`), so only the fields their
 * answers showed, never a hidden field, each in its type's words in the
 * page's language (dates, times, countries, Yes/No/Signed); a shown field left empty is not listed.
 * What the answers page of a post without scripts and "Copy my answers" /
 * "Download my answers" give when the answers cannot be sent (the form
 * closed). Pass the document translated into `language` for its labels.
 *
 * @example
 * answersAsText({ document, values: { fullName: "Ada", day: "2026-03-07" }, language: "fr", words: french });
 * // "Nom complet : Ada\nJour : 7 mars 2026" (a no-break space before each colon)
 */
export function answersAsText({
  document,
  values,
  language,
  words = englishCatalogue,
}: {
  document: Pick<FormDocument, "blocks">;
  values: Readonly<Record<string, unknown>>;
  /** The page's language (BCP 47), for dates, times and countries; as stored without it. */
  language?: string;
  /** The product words in the page's language (English by default). */
  words?: AnswersTextWords;
}): string {
  return respondentAnswerLines({ document, answers: values, language, words })
    .map((line) => words.labelledValue({ label: line.label, value: line.text }))
    .join("\n");
}
