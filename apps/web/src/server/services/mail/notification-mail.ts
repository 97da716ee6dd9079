import { answerWords, type FormDocument, getFieldBlocks, languageCaption } from "@formwright/core";
import { answerText } from "../answer-text";
import type { MailMessage } from "./mailer";
import type { MailedSubmission } from "./respondent-copy-mail";

/**
 * The answers of a submission as its owner's notification lists them: one
 * `Label: answer` line per field of the version, hidden fields too, in form
 * order, each in its type's words (core's `answerWords`: choices by label, a
 * matrix as "Row: Column", files by name and size, a signature as "Signed"),
 * as the submissions table says them. An answer the version has no field for
 * follows under its name, as stored text.
 *
 * @example
 * notificationAnswers(document, { team: "eng", agree: true }); // "Team: Engineering\nAgree: Yes"
 */
export function notificationAnswers(
  document: Pick<FormDocument, "blocks">,
  answers: Record<string, unknown>,
): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const block of getFieldBlocks(document)) {
    seen.add(block.name);
    lines.push(`${block.label}: ${answerWords(block, answers[block.name])}`);
  }
  for (const [name, value] of Object.entries(answers)) {
    if (!seen.has(name)) lines.push(`${name}: ${answerText(value)}`);
  }
  return lines.join("\n");
}

/**
 * The mail that tells a form's owners of a submission, in the admin's words
 * (English, as the submissions page): the form's title and labels as
 * written, every answer, the language the respondent filled the form in when
 * it is known, and a link to the submission in the admin.
 *
 * @example
 * notificationMail({ document, submission, language: "fr", to, link });
 * // { subject: "New submission: Contact us", text: "…\nLanguage: French (fr)\n\nFull name: Ada…" }
 */
export function notificationMail({
  document,
  submission,
  language,
  to,
  link,
}: {
  document: FormDocument;
  submission: MailedSubmission;
  language: string | null;
  to: string[];
  link: string;
}): MailMessage {
  const answers = notificationAnswers(document, submission.answers);
  const filledIn = language ? `Language: ${languageCaption(language)}\n\n` : "";
  return {
    to,
    subject: `New submission: ${document.title}`,
    text: `"${document.title}" received a submission at ${submission.createdAt}.\n\n${filledIn}${answers}\n\nSee it in the admin: ${link}\nSubmission id: ${submission.id}\n`,
  };
}
