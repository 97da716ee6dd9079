import {
  type AnswerLine,
  type Catalogue,
  englishCatalogue,
  type FormDocument,
  respondentAnswerLines,
} from "@formwright/core";

export type { AnswerLine };

/**
 * The answers of a submission as the receipt reads them back to the
 * respondent (core's `respondentAnswerLines`, which their emailed copy lists
 * too): only the fields their answers showed, each in its type's words in
 * the page's language; a shown field left empty is not listed.
 *
 * @example
 * answerLines({ document, data: { rating: "4" } }); // [{ name: "rating", label: "How satisfied are you?", text: "Satisfied" }, ...]
 */
export function answerLines({
  document,
  data,
  text = englishCatalogue,
  language,
}: {
  document: FormDocument;
  data: Record<string, unknown>;
  /** The product texts (Yes, No, Signed) in the page's language. */
  text?: Catalogue;
  /** The page's language, for dates and times (as stored without it). */
  language?: string;
}): AnswerLine[] {
  return respondentAnswerLines({ document, answers: data, language, words: text });
}

/**
 * The saved copy of a submission: a plain-text file with the form's title,
 * the receipt, and each question and answer.
 */
export function answersAsText(input: {
  title: string;
  receipt: string;
  submissionId: string;
  sentAt: Date;
  lines: AnswerLine[];
  text?: Catalogue;
  /** The page's language, for the date sent (the browser's own without it). */
  language?: string;
}): string {
  const words = input.text ?? englishCatalogue;
  const labelled = (label: string, value: string) => words.labelledValue({ label, value });
  const head = [
    input.title,
    labelled(words.receiptNumber, input.receipt),
    labelled(words.reference, input.submissionId),
    labelled(words.sentAt, input.sentAt.toLocaleString(input.language)),
  ];
  const body = input.lines.map((line) => `${line.label}\n${line.text}`);
  return `${[head.join("\n"), ...body].join("\n\n")}\n`;
}
