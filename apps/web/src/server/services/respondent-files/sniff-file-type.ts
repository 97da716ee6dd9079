import { fileExtension, TYPE_BY_EXTENSION } from "@formwright/core";

/** How many first bytes the type is judged from. */
export const SNIFF_BYTES = 4100;

/** The type of a file no rule recognises: never accepted. */
export const UNKNOWN_TYPE = "application/octet-stream";

const OOXML = new Set(["docx", "xlsx", "pptx"]);
const ODF: Record<string, string> = {
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
};

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** Whether the bytes read as UTF-8 text without control characters but tab, CR and LF. */
function isText(head: Uint8Array, complete: boolean): boolean {
  if (head.length === 0) return false;
  let text: string;
  try {
    // A multi-byte character cut at the end of the head is not an error unless the file ends there.
    text = new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: !complete });
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is looked for
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/**
 * The type of a file read from its first bytes ({@link SNIFF_BYTES}), never
 * from its name, except to tell apart formats the bytes cannot: a ZIP that is
 * an Office document (`.docx`, `.xlsx`, `.pptx`, with its `[Content_Types].xml`),
 * and text that is CSV (`.csv`). Anything else unrecognised is
 * {@link UNKNOWN_TYPE}. `complete` says the head is the whole file.
 *
 * @example
 * sniffFileType(Buffer.from("%PDF-1.7\n…"), "cv.pdf", false); // "application/pdf"
 */
export function sniffFileType(head: Uint8Array, name: string, complete: boolean): string {
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = Buffer.from(head).toString("latin1");
    for (const [type, extension] of Object.entries(ODF)) {
      // An OpenDocument file's first entry is "mimetype", stored uncompressed.
      if (text.startsWith(`mimetype${type}`, 30) && fileExtension(name) === extension) return type;
    }
    const extension = fileExtension(name);
    if (OOXML.has(extension) && text.includes("[Content_Types].xml")) {
      return TYPE_BY_EXTENSION[extension] ?? "application/zip";
    }
    return "application/zip";
  }
  if (isText(head, complete)) return fileExtension(name) === "csv" ? "text/csv" : "text/plain";
  return UNKNOWN_TYPE;
}
