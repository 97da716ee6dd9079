import {
  type Catalogue,
  englishCatalogue,
  type FormDocument,
  getFieldBlocks,
} from "@formwright/core";

/** One answer as a respondent reads it back: the question and the answer in words. */
export interface AnswerLine {
  name: string;
  label: string;
  text: string;
}

/**
 * The answers of a submission as the respondent gave them, in the form's
 * order: choices by their labels (a created choice as typed), ticks as
 * Yes / No, and "(no answer)" where nothing was given. Plain text, never HTML.
 *
 * @example
 * answerLines({ document, data: { rating: "4" } }); // [{ name: "rating", label: "How satisfied are you?", text: "Satisfied" }, ...]
 */
export function answerLines({
  document,
  data,
  text: words = englishCatalogue,
}: {
  document: FormDocument;
  data: Record<string, unknown>;
  /** The product texts (Yes, No, "(no answer)") in the page's language. */
  text?: Catalogue;
}): AnswerLine[] {
  return getFieldBlocks(document).map((block) => {
    const labels = new Map(
      "options" in block ? (block.options ?? []).map((o) => [o.value, o.label]) : [],
    );
    const word = (value: unknown): string => {
      if (typeof value === "boolean") return value ? words.yes : words.no;
      if (typeof value === "number") return String(value);
      if (typeof value === "string") return labels.get(value) ?? value;
      return "";
    };
    const value = data[block.name];
    const text = Array.isArray(value) ? value.map(word).join(", ") : word(value);
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
