import {
  answerWords,
  type Catalogue,
  englishCatalogue,
  type FormDocument,
  respondentFields,
} from "@formwright/core";

/** One answer as a respondent reads it back: the question and the answer in words. */
export interface AnswerLine {
  name: string;
  label: string;
  text: string;
}

/**
 * The answers of a submission as the respondent gave them, in the form's
 * order, each in its type's words (core's `answerWords`): only the fields
 * their answers showed (never a skipped page's, a condition's hidden one or a
 * hidden field), "(no answer)" where a shown field was left empty. Plain
 * text, never HTML.
 *
 * @example
 * answerLines({ document, data: { rating: "4" } }); // [{ name: "rating", label: "How satisfied are you?", text: "Satisfied" }, ...]
 */
export function answerLines({
  document,
  data,
  text: words = englishCatalogue,
  language,
}: {
  document: FormDocument;
  data: Record<string, unknown>;
  /** The product texts (Yes, No, Signed, "(no answer)") in the page's language. */
  text?: Catalogue;
  /** The page's language, for dates and times (as stored without it). */
  language?: string;
}): AnswerLine[] {
  const labels = { yes: words.yes, no: words.no, signed: words.signed };
  return respondentFields(document, data).map((block) => {
    const text = answerWords(block, data[block.name], { language, labels });
    return {
      name: block.name,
      label: block.label,
      text: text.trim() === "" ? words.noAnswer : text,
    };
  });
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
}): string {
  const words = input.text ?? englishCatalogue;
  const head = [
    input.title,
    `${words.receiptNumber}: ${input.receipt}`,
    `${words.reference}: ${input.submissionId}`,
    `${words.sentAt}: ${input.sentAt.toLocaleString()}`,
  ];
  const body = input.lines.map((line) => `${line.label}\n${line.text}`);
  return `${[head.join("\n"), ...body].join("\n\n")}\n`;
}
