import type { Database } from "../../db/database";
import { ServiceError } from "../errors";
import type { MailAttachment } from "../mail/mailer";
import { loadSubmissionPdf, type PdfSources } from "./submission-pdfs";

/**
 * The largest PDF the owners' notification carries (10 MB, as file sizes are
 * written elsewhere: 1 MB = 1,000,000 bytes). A PDF is tens of kilobytes; only
 * many large signatures make it bigger, and many mail servers refuse a mail
 * of 10 to 25 MB.
 */
export const NOTIFICATION_PDF_MAX_BYTES = 10_000_000;

/** What the owners' notification carries: the PDF, or a line saying why not. */
export type OwnersPdf =
  | { attachment: MailAttachment; note: null }
  | { attachment: null; note: string };

const NOT_ATTACHED = "The PDF of the answers is not attached";

/** A PDF read whole, or null (and the rest left unread) once it passes `maxBytes`. */
async function bytesUpTo(pdf: PDFKit.PDFDocument, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of pdf) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      pdf.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The submission's PDF for its owners' notification mail (issue 35 §1): the
 * PDF `GET /api/submissions/<id>.pdf` answers (`loadSubmissionPdf`: the
 * submission as stored when the mail is sent, in the respondent's language,
 * every question they were shown, signatures drawn when `storage` can read
 * them), named as that route names it, `<slug>-<receipt number>.pdf`.
 *
 * Never fails the mail for the PDF: a submission deleted before the mail went
 * gives no PDF and a note saying so (retrying would never find it), and so
 * does a PDF over `maxBytes` ({@link NOTIFICATION_PDF_MAX_BYTES}). Anything
 * else (the storage failing) throws, and the outbox tries again later.
 *
 * @example
 * const { attachment, note } = await ownersPdfAttachment(db, submissionId, { publicUrl, storage });
 */
export async function ownersPdfAttachment(
  db: Database,
  submissionId: string,
  sources: PdfSources,
  maxBytes = NOTIFICATION_PDF_MAX_BYTES,
): Promise<OwnersPdf> {
  let loaded: Awaited<ReturnType<typeof loadSubmissionPdf>>;
  try {
    loaded = await loadSubmissionPdf(db, submissionId, sources);
  } catch (error) {
    if (error instanceof ServiceError && error.code === "NOT_FOUND") {
      return {
        attachment: null,
        note: `${NOT_ATTACHED}: the submission was deleted before this mail was sent.`,
      };
    }
    throw error;
  }
  const content = await bytesUpTo(loaded.pdf, maxBytes);
  if (!content) {
    const megabytes = Number((maxBytes / 1_000_000).toFixed(3));
    return {
      attachment: null,
      note: `${NOT_ATTACHED}: it is larger than the ${megabytes} MB a notification carries. Download it from the submission in the admin.`,
    };
  }
  return {
    attachment: { filename: loaded.fileName, contentType: "application/pdf", content },
    note: null,
  };
}
