import { answerWords, type FormDocument, getFieldBlocks, respondentFields } from "@formwright/core";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { formVersions } from "../../db/schema";
import { answerText } from "../answer-text";
import { accountMailPayloadSchema, renderAccountMail } from "./account-mail";
import type { MailMessage } from "./mailer";

/**
 * An email row's payload as the outbox stores it: a mail about a submission
 * (rendered when sent), a mail written in full (`template: "plain"`), or an
 * account link (`template: "account-link"`, see account-mail.ts).
 * Read back from the database, so checked.
 */
export const mailPayloadSchema = z.discriminatedUnion("template", [
  z.object({
    template: z.enum(["notification", "respondent-copy"]),
    to: z.array(z.string()),
    version: z.number().int(),
    submission: z.object({
      id: z.string(),
      createdAt: z.string(),
      answers: z.record(z.string(), z.unknown()),
    }),
  }),
  z.object({
    template: z.literal("plain"),
    to: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
  }),
  accountMailPayloadSchema,
]);
export type MailPayload = z.infer<typeof mailPayloadSchema>;

/**
 * The answers of a submission as text, one `Label: answer` line per field, in
 * form order, each in its type's words (core's `answerWords`: choices by
 * label, a matrix as "Row: Column", files by name and size). An answer the
 * version has no field for follows under its name, as stored text. With
 * `forRespondent` (their copy) only the fields their answers showed, never a
 * hidden field, and nothing else.
 */
export function answersAsText(
  document: Pick<FormDocument, "blocks">,
  answers: Record<string, unknown>,
  { forRespondent = false }: { forRespondent?: boolean } = {},
): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  if (forRespondent) {
    return respondentFields(document, answers)
      .map((block) => `${block.label}: ${answerWords(block, answers[block.name])}`)
      .join("\n");
  }
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
 * The mail an outbox row stands for: a plain one as stored; a submission
 * notification or respondent copy rendered from the form version it answered
 * (title and field labels), with a link to the submission in the admin for
 * the notification.
 */
export async function renderMail(
  db: Database,
  input: { formId: string | null; payload: MailPayload; publicUrl: string },
): Promise<MailMessage> {
  const { payload } = input;
  if (payload.template === "plain") {
    return { to: payload.to, subject: payload.subject, text: payload.text };
  }
  if (payload.template === "account-link") return renderAccountMail(payload, input.publicUrl);
  if (!input.formId) throw new Error("a submission mail without a form");
  const [version] = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(and(eq(formVersions.formId, input.formId), eq(formVersions.version, payload.version)));
  if (!version) throw new Error(`form version ${payload.version} is gone`);
  const document = version.document as FormDocument;
  if (payload.template === "respondent-copy") {
    const answers = answersAsText(document, payload.submission.answers, { forRespondent: true });
    return {
      to: payload.to,
      subject: `Your answers to ${document.title}`,
      text: `Thank you. This is a copy of your answers to "${document.title}", received ${payload.submission.createdAt}.\n\n${answers}\n`,
    };
  }
  const answers = answersAsText(document, payload.submission.answers);
  const link = `${input.publicUrl.replace(/\/$/, "")}/admin/forms/${input.formId}/submissions#submission-${payload.submission.id}`;
  return {
    to: payload.to,
    subject: `New submission: ${document.title}`,
    text: `"${document.title}" received a submission at ${payload.submission.createdAt}.\n\n${answers}\n\nSee it in the admin: ${link}\nSubmission id: ${payload.submission.id}\n`,
  };
}
