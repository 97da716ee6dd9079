import type { FormDocument } from "@formwright/core";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { formVersions, submissions } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { paymentLine } from "../payments/payments";
import { mailedEditUrl } from "../submission-edits/edit-links";
import { ownersPdfAttachment } from "../submission-pdf/owners-pdf";
import { receiptPdfAttachment } from "../submission-pdf/receipt-pdf";
import { accountMailPayloadSchema, renderAccountMail } from "./account-mail";
import type { MailMessage } from "./mailer";
import { notificationMail } from "./notification-mail";
import { respondentCopyMail } from "./respondent-copy-mail";

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
    /** A notification carries the submission's PDF (the form's `attachPdf` when it was queued). */
    pdf: z.boolean().optional(),
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
 * The language a stored submission was filled in (one of its form's), or
 * null when the form has one language, the client did not say, or the
 * submission is gone.
 */
async function submissionLanguage(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ language: submissions.language })
    .from(submissions)
    .where(eq(submissions.id, id));
  return row?.language ?? null;
}

/**
 * The mail an outbox row stands for: a plain one as stored; a submission
 * notification or respondent copy rendered from the form version it answered
 * (title and field labels). The respondent's copy is in the language they
 * filled the form in (see `respondentCopyMail`); the notification is in the
 * admin's words, names that language and links to the submission in the
 * admin, and carries the submission's PDF when its payload says `pdf`
 * (`ownersPdfAttachment`; without it, and a line saying why, when the
 * submission is gone or the PDF too large).
 */
export async function renderMail(
  db: Database,
  input: {
    formId: string | null;
    payload: MailPayload;
    publicUrl: string;
    /** The storage of sent files: the notification's PDF draws signatures from it. */
    storage?: FileStorage;
  },
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
  const { submission, to } = payload;
  const language = await submissionLanguage(db, submission.id);
  if (payload.template === "respondent-copy") {
    const editUrl = await mailedEditUrl(db, {
      formId: input.formId,
      submissionId: submission.id,
      document,
      publicUrl: input.publicUrl,
    });
    const copy = await respondentCopyMail({ document, submission, language, to, editUrl });
    // Their receipt as a PDF too (issue 35 §1), in their language; no signature is drawn here.
    const receipt = await receiptPdfAttachment({
      document,
      submission: { ...submission, version: payload.version, language },
      publicUrl: input.publicUrl,
    });
    return { ...copy, attachments: [receipt] };
  }
  const link = `${input.publicUrl.replace(/\/$/, "")}/admin/forms/${input.formId}/submissions#submission-${submission.id}`;
  // The submission's PDF when the form asked for it when the mail was queued (issue 35 §1).
  const pdf = payload.pdf
    ? await ownersPdfAttachment(db, submission.id, {
        publicUrl: input.publicUrl,
        storage: input.storage,
      })
    : null;
  // A payment form's mail goes once it is paid (issue 36): it says so.
  const payment = await paymentLine(db, submission.id);
  const note = [payment, pdf?.note].filter(Boolean).join("\n\n") || null;
  const mail = notificationMail({ document, submission, language, to, link, note });
  return pdf?.attachment ? { ...mail, attachments: [pdf.attachment] } : mail;
}
