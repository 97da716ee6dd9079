import { type FormDocument, receiptNumber } from "@formwright/core";
import type { MailAttachment } from "../mail/mailer";
import { type PdfSubmission, pdfBytes, submissionPdf } from "./submission-pdf";

/**
 * The respondent's receipt as a PDF, for their mailed copy: the submission's
 * PDF (`submissionPdf`: their language and direction, only the questions
 * they were shown, never a hidden field), named `receipt-<receipt number>.pdf`.
 * A signature is named, not drawn: the mail is written without the stored files.
 *
 * @example
 * const attachment = await receiptPdfAttachment({ document, submission, publicUrl });
 * // { filename: "receipt-0193-A1B2-C3D4.pdf", contentType: "application/pdf", content: <Buffer 25 50 44 46 …> }
 */
export async function receiptPdfAttachment(input: {
  document: FormDocument;
  submission: Omit<PdfSubmission, "data"> & { answers: Record<string, unknown> };
  publicUrl: string;
}): Promise<MailAttachment> {
  const { answers, ...submission } = input.submission;
  const pdf = await submissionPdf({
    document: input.document,
    submission: { ...submission, data: answers },
    publicUrl: input.publicUrl,
    readPicture: async () => null,
  });
  return {
    filename: `receipt-${receiptNumber(submission.id)}.pdf`,
    contentType: "application/pdf",
    content: await pdfBytes(pdf),
  };
}
