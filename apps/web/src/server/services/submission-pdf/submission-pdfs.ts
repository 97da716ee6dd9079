import type { Readable, Writable } from "node:stream";
import { type FileRef, type FormDocument, receiptNumber } from "@formwright/core";
import { and, asc, eq, gt, or } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { Database } from "../../db/database";
import { forms, submissions } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { ServiceError } from "../errors";
import { type PaymentRecord, paymentsOfSubmissions } from "../payments/payments";
import { openRespondentFile } from "../respondent-files/open-respondent-file";
import { SUBMISSION_NOT_FOUND } from "../submissions/delete-submission";
import { storedSubmissionRow } from "../submissions/get-submission";
import { versionDocuments } from "../submissions/submission-outcome";
import { UUID } from "../submissions/uuid-shape";
import { type PdfSubmission, PICTURE_MAX_BYTES, pdfBytes, submissionPdf } from "./submission-pdf";

/** Where a PDF's links point and where its pictures are read from. */
export interface PdfSources {
  /** FORMWRIGHT_PUBLIC_URL (or the server's own address). */
  publicUrl: string;
  /** The storage of sent files; without it no signature is drawn. */
  storage: FileStorage | undefined;
}

/** Submissions read per query by the zip of PDFs: few, so memory stays flat. */
export const PDF_ZIP_BATCH_SIZE = 50;

/** The bytes of a sent file, up to {@link PICTURE_MAX_BYTES}; null when gone or larger. */
function pictureReader(db: Database, storage: FileStorage | undefined) {
  return async (ref: FileRef): Promise<Buffer | null> => {
    if (!storage) return null;
    const file = await openRespondentFile(db, storage, ref.id);
    if (!file) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream) {
      size += (chunk as Buffer).length;
      if (size > PICTURE_MAX_BYTES) {
        file.stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
}

/** A submission's PDF file name: the form's slug and the receipt number (`contact-0001-2345-6789.pdf`). */
function pdfFileName(slug: string, submission: Pick<PdfSubmission, "id">): string {
  return `${slug}-${receiptNumber(submission.id)}.pdf`;
}

/**
 * One stored submission as a PDF (see `submissionPdf`), with its file name
 * and its form's id; an unknown id gives `Submission not found`.
 *
 * @example
 * const { fileName, pdf } = await loadSubmissionPdf(db, id, { publicUrl, storage });
 * pdf.pipe(res);
 */
export async function loadSubmissionPdf(
  db: Database,
  id: string,
  sources: PdfSources,
): Promise<{ formId: string; fileName: string; pdf: PDFKit.PDFDocument }> {
  const row = await storedSubmissionRow(db, id);
  const documents = await versionDocuments(db, { id: row.formId, slug: row.slug }, [row.version]);
  const document = documents.get(row.version);
  if (!document) throw new ServiceError("NOT_FOUND", SUBMISSION_NOT_FOUND);
  const payments = await paymentsOfSubmissions(db, [row.id]);
  const submission = pdfSubmissionOf(row, payments);
  const pdf = await submissionPdf({
    document,
    submission,
    publicUrl: sources.publicUrl,
    readPicture: pictureReader(db, sources.storage),
  });
  return { formId: row.formId, fileName: pdfFileName(row.slug, submission), pdf };
}

function pdfSubmissionOf(
  row: {
    id: string;
    createdAt: Date;
    version: number;
    language: string | null;
    data: unknown;
  },
  payments: ReadonlyMap<string, PaymentRecord>,
): PdfSubmission {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    language: row.language,
    data: (row.data ?? {}) as Record<string, unknown>,
    payment: payments.get(row.id) ?? null,
  };
}

/** A form's submissions as a zip of PDFs, ready to stream. */
export interface SubmissionPdfsZip {
  /** `<slug>-submissions-<date>.zip` (the date of the download, UTC). */
  fileName: string;
  /**
   * Writes the zip to `out`, one PDF per submission, oldest first, reading
   * {@link PDF_ZIP_BATCH_SIZE} submissions per query and making the next
   * PDF only when `out` has taken the last (backpressure): memory stays flat
   * whatever the count. Resolves when the zip is written or `out` closed;
   * the count of PDFs written.
   */
  write: (out: Writable) => Promise<number>;
}

/** Resolves on `out`'s next 'drain' (true) or 'close' (false). */
function drainOrClose(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      out.off("drain", onDrain);
      out.off("close", onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    out.on("drain", onDrain);
    out.on("close", onClose);
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves once the zip has handed everything added so far to `out` and
 * `out` can take more (true), or false when `out` closed. yazl writes an
 * added entry a few turns of the event loop later, through its own stream
 * piped to `out`: both are waited for, so no more than one PDF is ever held.
 */
async function whenTaken(zip: ZipFile, out: Writable): Promise<boolean> {
  for (;;) {
    if (out.destroyed || out.writableEnded) return false;
    if (out.writableNeedDrain) {
      if (!(await drainOrClose(out))) return false;
      continue;
    }
    const buffered = (zip.outputStream as unknown as Readable).readableLength;
    if (buffered === 0 && !hasPendingEntries(zip)) return true;
    await nextTurn();
  }
}

/** Whether yazl still has an entry to write (its `entries` past `outputStreamCursor`'s). */
function hasPendingEntries(zip: ZipFile): boolean {
  const entries = (zip as unknown as { entries?: Array<{ state: number }> }).entries ?? [];
  // yazl's Entry.FILE_DATA_DONE is 3: the entry's data and descriptor are written.
  return entries.length > 0 && (entries.at(-1)?.state ?? 3) < 3;
}

/**
 * Every submission of a form as a PDF in one zip (`GET
 * /api/forms/<id>/submissions.pdf.zip`): entries named `<slug>-<receipt
 * number>.pdf`, stored (a PDF is compressed already). An unknown form gives
 * `Form not found`.
 *
 * @example
 * const zip = await prepareSubmissionPdfsZip(db, formId, { publicUrl, storage });
 * await zip.write(res);
 */
export async function prepareSubmissionPdfsZip(
  db: Database,
  formId: string,
  sources: PdfSources,
): Promise<SubmissionPdfsZip> {
  const [form] = UUID.test(formId)
    ? await db.select({ slug: forms.slug }).from(forms).where(eq(forms.id, formId))
    : [];
  if (!form) throw new ServiceError("NOT_FOUND", "Form not found");
  const { slug } = form;
  const day = new Date().toISOString().slice(0, 10);
  const readPicture = pictureReader(db, sources.storage);
  return {
    fileName: `${slug}-submissions-${day}.zip`,
    write: async (out) => {
      const zip = new ZipFile();
      zip.outputStream.pipe(out);
      const documents = new Map<number, FormDocument | undefined>();
      let after: { createdAt: Date; id: string } | null = null;
      let written = 0;
      for (;;) {
        const rows = await db
          .select({
            id: submissions.id,
            createdAt: submissions.createdAt,
            version: submissions.version,
            language: submissions.language,
            data: submissions.data,
          })
          .from(submissions)
          .where(
            and(
              eq(submissions.formId, formId),
              after
                ? or(
                    gt(submissions.createdAt, after.createdAt),
                    and(eq(submissions.createdAt, after.createdAt), gt(submissions.id, after.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(submissions.createdAt), asc(submissions.id))
          .limit(PDF_ZIP_BATCH_SIZE);
        // Their payments (issue 36), one query per batch.
        const payments = await paymentsOfSubmissions(
          db,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          if (!documents.has(row.version)) {
            const read = await versionDocuments(db, { id: formId, slug }, [row.version]);
            documents.set(row.version, read.get(row.version));
          }
          const document = documents.get(row.version);
          if (!document) continue;
          const submission = pdfSubmissionOf(row, payments);
          const pdf = await submissionPdf({
            document,
            submission,
            publicUrl: sources.publicUrl,
            readPicture,
          });
          const bytes = await pdfBytes(pdf);
          zip.addBuffer(bytes, pdfFileName(slug, submission), {
            compress: false,
            mtime: row.createdAt,
          });
          written++;
          if (!(await whenTaken(zip, out))) {
            zip.outputStream.unpipe(out);
            return written;
          }
        }
        const last = rows.at(-1);
        if (!last || rows.length < PDF_ZIP_BATCH_SIZE) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      zip.end();
      await new Promise<void>((resolve) => {
        zip.outputStream.once("end", resolve);
        out.once("close", resolve);
      });
      return written;
    },
  };
}
