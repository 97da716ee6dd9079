import { inflateSync } from "node:zlib";
import {
  answerWords,
  type Catalogue,
  catalogueLanguageOf,
  DEFAULT_LANGUAGE,
  type FileRef,
  type FormDocument,
  fieldDocumentOf,
  formatAmount,
  loadCatalogue,
  loadPageCatalogue,
  receiptNumber,
  respondentFields,
  textDirection,
  translateDocument,
} from "@formwright/core";
import PDFDocument from "pdfkit";
import { receivedAt } from "../mail/respondent-copy-mail";
import { type PdfFace, pdfFaces } from "./pdf-fonts";
import {
  type LaidOutLine,
  layoutParagraph,
  readRightToLeftLigaturesInOrder,
  type TextStyle,
} from "./pdf-text";

/** A stored submission as its PDF reads it. */
export interface PdfSubmission {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  version: number;
  /** The language (BCP 47) it was filled in; the form's own when null. */
  language: string | null;
  data: Record<string, unknown>;
  /** What it paid (issue 36), on a form with a payment block; absent otherwise. */
  payment?: { status: string; amount: number; currency: string } | null;
}

/** What writing a submission's PDF needs besides the submission. */
export interface SubmissionPdfInput {
  /** The version of the form the submission answered. */
  document: FormDocument;
  submission: PdfSubmission;
  /** Where links start (FORMWRIGHT_PUBLIC_URL): a file's link is `<publicUrl>/api/files/<id>`. */
  publicUrl: string;
  /** The bytes of a sent file to draw (a signature's PNG), or null when they cannot be read. */
  readPicture: (ref: FileRef) => Promise<Buffer | null>;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PICTURE = { width: 220, height: 90 };
const MUTED = "#555555";
const INK = "#111111";
const LINK = "#1a4fa0";

/** A signature's bytes are read only up to this (a drawing is far smaller). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** One answer as the PDF prints it. */
interface PrintedAnswer {
  label: string;
  text: string;
  links: FileRef[];
  pictures: Array<{ ref: FileRef; bytes: Buffer | null }>;
}

/** A language's own name for itself ("العربية", "français"), else its tag. */
function ownLanguageName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether bytes are a PNG whose pixels inflate. pdfkit inflates a PNG's
 * pixels in a callback that throws out of reach when they are damaged (the
 * process would fail), so a picture is checked whole first, here, where
 * failing is a false.
 */
export function isReadablePng(bytes: Buffer): boolean {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  const data: Buffer[] = [];
  let at = 8;
  let hasHeader = false;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (type === "IHDR") hasHeader = length === 13;
    if (type === "IDAT") data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === "IEND") break;
    at = end;
  }
  if (!hasHeader || data.length === 0) return false;
  try {
    inflateSync(Buffer.concat(data));
    return true;
  } catch {
    return false;
  }
}

/** Draws laid-out text from the top of the page down, starting a page when one is full. */
class PdfWriter {
  y = PAGE.margin;
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly direction: "ltr" | "rtl",
  ) {}

  private use(face: PdfFace, size: number) {
    if (!this.registered.has(face.name)) {
      // pdfkit takes a parsed fontkit font as well as a file.
      this.doc.registerFont(face.name, face.font as unknown as string);
      this.registered.add(face.name);
    }
    this.doc.font(face.name).fontSize(size);
  }

  private room(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  /** A paragraph in the writer's direction (or the one given), then `after` points of space. */
  paragraph(text: string, style: Omit<TextStyle, "direction"> & { after?: number }) {
    const direction = this.direction;
    const lineHeight = style.size * 1.6;
    const lines: LaidOutLine[] = layoutParagraph(
      text,
      { faces: style.faces, size: style.size, direction },
      CONTENT_WIDTH,
    );
    for (const line of lines) {
      this.room(lineHeight);
      let x = direction === "rtl" ? PAGE.margin + CONTENT_WIDTH - line.width : PAGE.margin;
      const baseline = this.y + style.size * 1.15;
      for (const piece of line.pieces) {
        this.use(piece.face, style.size);
        this.doc.fillColor(style.color ?? INK).text(piece.text, x, baseline, {
          lineBreak: false,
          baseline: "alphabetic",
          // Shape the whole piece at once (pdfkit shapes word by word without features).
          features: [],
          ...(style.link ? { link: style.link } : {}),
        });
        if (style.link) {
          // pdfkit places its underline for a top baseline; this text sits on the alphabetic one.
          this.doc
            .moveTo(x, baseline + 1.5)
            .lineTo(x + piece.width, baseline + 1.5)
            .lineWidth(0.5)
            .strokeColor(style.color ?? INK)
            .stroke();
        }
        x += piece.width;
      }
      this.y += lineHeight;
    }
    this.y += style.after ?? 0;
  }

  /** A PNG fitted in a box, at the writer's start edge; false when it does not read. */
  picture(bytes: Buffer): boolean {
    if (!isReadablePng(bytes)) return false;
    this.room(PICTURE.height + 6);
    const x = this.direction === "rtl" ? PAGE.margin + CONTENT_WIDTH - PICTURE.width : PAGE.margin;
    try {
      this.doc.image(bytes, x, this.y, {
        fit: [PICTURE.width, PICTURE.height],
        ...(this.direction === "rtl" ? { align: "right" as const } : {}),
      });
    } catch {
      return false;
    }
    this.y += PICTURE.height + 6;
    return true;
  }
}

/**
 * The answers a submission's PDF prints: every field the respondent was
 * shown (core's `respondentFields`: conditions and skipped pages as they
 * decided, never a hidden field), each in its type's words (`answerWords`,
 * in the respondent's language; "(no answer)" when left empty), with the
 * files its type says the answer carries (`uploads.refsOf`): pictures (a
 * signature, `uploads.pictured`) read to be drawn, the others linked.
 */
async function printedAnswers(
  document: FormDocument,
  submission: PdfSubmission,
  tag: string,
  words: Catalogue,
  readPicture: SubmissionPdfInput["readPicture"],
): Promise<PrintedAnswer[]> {
  const labels = { yes: words.yes, no: words.no, signed: words.signed };
  const answers: PrintedAnswer[] = [];
  for (const block of respondentFields(document, submission.data)) {
    const value = submission.data[block.name];
    const text = answerWords(block, value, { language: tag, labels });
    const uploads = fieldDocumentOf(block.type).uploads;
    const refs = uploads && value !== undefined ? uploads.refsOf(value) : [];
    const pictures = uploads?.pictured
      ? await Promise.all(refs.map(async (ref) => ({ ref, bytes: await readPicture(ref) })))
      : [];
    answers.push({
      label: block.label,
      text: text.trim() === "" ? words.noAnswer : text,
      links: uploads?.pictured ? [] : refs,
      pictures,
    });
  }
  return answers;
}

/**
 * One submission as a PDF document (pdfkit), in the language the respondent
 * filled the form in and its direction (Arabic right to left, its letters
 * joined, in a font embedded for it): the form's title, when it was sent,
 * the version it answered, the language, its reference and receipt number,
 * then every question shown with its answer in words, signatures drawn, sent
 * files named with links. The document streams as it is written: read it
 * (pipe it) to the end. Text is real text: it can be searched, copied and
 * read back.
 *
 * @example
 * const pdf = await submissionPdf({ document, submission, publicUrl, readPicture });
 * pdf.pipe(res);
 */
export async function submissionPdf(input: SubmissionPdfInput): Promise<PDFKit.PDFDocument> {
  const { submission } = input;
  const tag = submission.language ?? input.document.language ?? DEFAULT_LANGUAGE;
  const words = await loadCatalogue(catalogueLanguageOf(tag));
  const document = translateDocument(input.document, tag);
  const answers = await printedAnswers(document, submission, tag, words, input.readPicture);
  const direction = textDirection(tag);
  const faces = pdfFaces();
  const regular = faces.regular[direction];
  const bold = faces.bold[direction];
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    lang: tag,
    displayTitle: true,
    info: { Title: document.title, Subject: `Submission ${submission.id}`, Creator: "Formwright" },
  });
  const writer = new PdfWriter(doc, direction);
  const labelled = (label: string, value: string) => words.labelledValue({ label, value });
  writer.paragraph(document.title, { faces: bold, size: 18, after: 6 });
  const meta = [
    labelled(words.sentAt, receivedAt(submission.createdAt, tag)),
    labelled("Version", String(submission.version)),
    labelled(words.language, ownLanguageName(tag)),
    labelled(words.receiptNumber, receiptNumber(submission.id)),
    labelled(words.reference, submission.id),
  ];
  for (const line of meta) writer.paragraph(line, { faces: regular, size: 9.5, color: MUTED });
  const { payment } = submission;
  if (payment) {
    // The payment page's own words (issue 36): received, not paid yet, or refunded.
    const pages = await loadPageCatalogue(catalogueLanguageOf(tag));
    const state =
      payment.status === "paid"
        ? pages.paymentReceived
        : payment.status === "refunded"
          ? pages.paymentRefunded
          : pages.paymentNotPaid;
    const amount = formatAmount(payment.amount, payment.currency, tag);
    writer.y += 6;
    writer.paragraph(`${state}: ${amount}`, { faces: bold, size: 11 });
  }
  writer.y += 14;
  for (const answer of answers) {
    writer.paragraph(answer.label, { faces: bold, size: 11, after: 1 });
    writer.paragraph(answer.text, { faces: regular, size: 11, after: 2 });
    for (const picture of answer.pictures) {
      if (picture.bytes) writer.picture(picture.bytes);
    }
    for (const ref of answer.links) {
      const url = `${input.publicUrl.replace(/\/+$/, "")}/api/files/${ref.id}`;
      writer.paragraph(labelled(ref.name, url), {
        faces: regular,
        size: 9.5,
        color: LINK,
        link: url,
      });
    }
    writer.y += 8;
  }
  readRightToLeftLigaturesInOrder(doc);
  doc.end();
  return doc;
}

/** A PDF document read whole (one submission's is tens of kilobytes). */
export async function pdfBytes(pdf: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
