import {
  catalogueLanguageOf,
  DEFAULT_LANGUAGE,
  EDIT_TEXTS,
  type FormDocument,
  loadCatalogue,
  receiptNumber,
  respondentAnswerLines,
  translateDocument,
} from "@formwright/core";
import type { MailMessage } from "./mailer";

/** A stored submission as a mail about it reads it. */
export interface MailedSubmission {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  answers: Record<string, unknown>;
}

/** When the answers came in, in the respondent's language, in UTC (their time zone is unknown). */
export function receivedAt(createdAt: string, language: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: "long",
      timeStyle: "long",
      timeZone: "UTC",
    }).format(date);
  } catch {
    return createdAt;
  }
}

/**
 * The copy of their answers a respondent is mailed, all of it in the
 * language they filled the form in (`language`; the form's own when null):
 * the receipt number the receipt page showed them (`receiptNumber`), the
 * form's title and labels from its translation, the product words
 * (Yes, No, Signed, "(no answer)") from that language's catalogue, dates and
 * times written in it, each "Label: value" punctuated as it writes one
 * (`labelledValue`: "Référence : …", a no-break space before a French
 * colon). The answers are the receipt's lines (core's
 * `respondentAnswerLines`): only the fields they were shown, never a hidden
 * field.
 *
 * @example
 * await respondentCopyMail({ document, submission, language: "fr", to: ["ada@example.com"] });
 * // { subject: "Vos réponses : Contact", text: "Merci ! …\n\nNom : Ada\nD’accord : Oui\n", … }
 */
export async function respondentCopyMail({
  document,
  submission,
  language,
  to,
  editUrl = null,
}: {
  document: FormDocument;
  submission: MailedSubmission;
  language: string | null;
  to: string[];
  /** On a form with `editing`: where they may change the answers (issue 33 §4), last in the mail. */
  editUrl?: string | null;
}): Promise<MailMessage> {
  const tag = language ?? document.language ?? DEFAULT_LANGUAGE;
  const words = await loadCatalogue(catalogueLanguageOf(tag));
  const translated = translateDocument(document, tag);
  const lines = respondentAnswerLines({
    document: translated,
    answers: submission.answers,
    language: tag,
    words,
  });
  const labelled = (label: string, value: string) => words.labelledValue({ label, value });
  const head = [
    translated.title,
    labelled(words.receiptNumber, receiptNumber(submission.id)),
    labelled(words.reference, submission.id),
    labelled(words.sentAt, receivedAt(submission.createdAt, tag)),
  ];
  const answers = lines.map((line) => labelled(line.label, line.text));
  const editLine = editUrl
    ? `\n${labelled(EDIT_TEXTS[catalogueLanguageOf(tag)].editMyAnswers, editUrl)}\n`
    : "";
  return {
    to,
    subject: labelled(words.yourAnswers, translated.title),
    text: `${words.confirmation}\n\n${head.join("\n")}\n\n${answers.join("\n")}\n${editLine}`,
  };
}
