import { type FormDocument, getFieldBlocks, respondentMessages } from "@formwright/core";

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
}: {
  document: FormDocument;
  data: Record<string, unknown>;
}): AnswerLine[] {
  return getFieldBlocks(document).map((block) => {
    const labels = new Map(
      "options" in block ? (block.options ?? []).map((o) => [o.value, o.label]) : [],
    );
    const word = (value: unknown): string => {
      if (typeof value === "boolean") return value ? respondentMessages.yes : respondentMessages.no;
      if (typeof value === "number") return String(value);
      if (typeof value === "string") return labels.get(value) ?? value;
      return "";
    };
    const value = data[block.name];
    const text = Array.isArray(value) ? value.map(word).join(", ") : word(value);
    return {
      name: block.name,
      label: block.label,
      text: text.trim() === "" ? respondentMessages.noAnswer : text,
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
}): string {
  const head = [
    input.title,
    `${respondentMessages.receiptNumber}: ${input.receipt}`,
    `${respondentMessages.reference}: ${input.submissionId}`,
    `${respondentMessages.sentAt}: ${input.sentAt.toLocaleString()}`,
  ];
  const body = input.lines.map((line) => `${line.label}\n${line.text}`);
  return `${[head.join("\n"), ...body].join("\n\n")}\n`;
}
