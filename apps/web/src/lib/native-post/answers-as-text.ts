import { answerWords, type FormDocument, respondentFields } from "@formwright/core";

/**
 * A respondent's answers as plain text, one `Label: answer` line per field
 * their answers showed (never a hidden field), each in its type's words
 * (core's `answerWords`): what "Copy my answers" and "Download my answers"
 * give when the answers cannot be sent (the form closed).
 *
 * @example
 * answersAsText(document, { fullName: "Ada", topics: ["sales"] });
 * // "Full name: Ada\nTopics: Sales"
 */
export function answersAsText(
  document: Pick<FormDocument, "blocks">,
  values: Record<string, unknown>,
  /** A ticked and an unticked checkbox and a drawn signature in the page's language (default English). */
  words: { yes: string; no: string; signed?: string } = { yes: "Yes", no: "No" },
): string {
  const labels = { yes: words.yes, no: words.no, signed: words.signed };
  return respondentFields(document, values)
    .map((block) => `${block.label}: ${answerWords(block, values[block.name], { labels })}`)
    .join("\n");
}
