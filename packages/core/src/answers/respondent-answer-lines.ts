import type { FormDocument } from "../document/form-document-schema";
import type { Catalogue } from "../i18n/generated/catalogue";
import { catalogue as englishCatalogue } from "../i18n/generated/en";
import { answerWords } from "./answer-words";
import { respondentFields } from "./respondent-fields";

/** One answer as a respondent reads it back: the question and the answer in words. */
export interface AnswerLine {
  name: string;
  label: string;
  text: string;
}

/** The product words answer lines use: Yes, No and Signed. */
export type AnswerLineWords = Pick<Catalogue, "yes" | "no" | "signed">;

/**
 * A submission's answers as the respondent gave them, in form order, each in
 * its type's words (`answerWords`) in the respondent's language: only the
 * fields their answers showed and that they answered (never a skipped
 * page's, a condition's hidden one, a hidden field, or a shown field left
 * empty: its type's words are empty). Pass the document translated into `language` for the author's labels
 * in it. The receipt and the respondent's emailed copy both list these.
 * Plain text, never HTML.
 *
 * @example
 * respondentAnswerLines({ document, answers: { agree: true }, language: "fr", words: french });
 * // [{ name: "agree", label: "D’accord", text: "Oui" }]
 */
export function respondentAnswerLines({
  document,
  answers,
  language,
  words = englishCatalogue,
}: {
  document: Pick<FormDocument, "blocks">;
  answers: Readonly<Record<string, unknown>>;
  /** The respondent's language (BCP 47), for dates and times; as stored without it. */
  language?: string;
  /** The product words in the respondent's language (English by default). */
  words?: AnswerLineWords;
}): AnswerLine[] {
  const labels = { yes: words.yes, no: words.no, signed: words.signed };
  return respondentFields(document, answers).flatMap((block) => {
    const text = answerWords(block, answers[block.name], { language, labels });
    return text.trim() === "" ? [] : [{ name: block.name, label: block.label, text }];
  });
}
