import {
  answerWords,
  chooseEnding,
  documentVariables,
  expressionText,
  type FormDocument,
  getFieldBlocks,
  languageCaption,
} from "@formwright/core";
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
 * What a submission's answers count for, as its owner's notification lists
 * them after the answers (issue 32): one `Label: value` line per variable of
 * the version (its name when it has no label; "(none)" when it computes
 * nothing), then the ending the respondent was shown, by title and id. Empty
 * for a form with neither.
 *
 * @example
 * notificationOutcome(quiz, { france: "paris" }); // "Score: 1\nEnding: Well done (passed)"
 */
export function notificationOutcome(
  document: Pick<FormDocument, "blocks" | "variables" | "endings">,
  answers: Record<string, unknown>,
): string {
  const lines: string[] = [];
  if (document.variables?.length) {
    const values = documentVariables(document, answers);
    for (const variable of document.variables) {
      const text = expressionText(values[variable.name] ?? null);
      lines.push(`${variable.label || variable.name}: ${text === "" ? "(none)" : text}`);
    }
  }
  const ending = chooseEnding(document, answers);
  if (ending) lines.push(`Ending: ${ending.title} (${ending.id})`);
  return lines.join("\n");
}

/**
 * The mail that tells a form's owners of a submission, in the admin's words
 * (English, as the submissions page): the form's title and labels as
 * written, every answer, what they count for (variables, the ending), the
 * language the respondent filled the form in when it is known, and a link to
 * the submission in the admin; `note`, when given, is a line of its own
 * before the link (why the PDF of the answers is not attached).
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
  note,
}: {
  document: FormDocument;
  submission: MailedSubmission;
  language: string | null;
  to: string[];
  link: string;
  note?: string | null;
}): MailMessage {
  const outcome = notificationOutcome(document, submission.answers);
  const answers = `${notificationAnswers(document, submission.answers)}${outcome ? `\n\n${outcome}` : ""}`;
  const filledIn = language ? `Language: ${languageCaption(language)}\n\n` : "";
  return {
    to,
    subject: `New submission: ${document.title}`,
    text: `"${document.title}" received a submission at ${submission.createdAt}.\n\n${filledIn}${answers}\n\n${note ? `${note}\n\n` : ""}See it in the admin: ${link}\nSubmission id: ${submission.id}\n`,
  };
}
