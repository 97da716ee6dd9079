import { readFile } from "node:fs/promises";
import { type FormDocument, formatDocumentIssues, parseFormDocument } from "@formwright/core";

/** A form file that could not be read or is not a valid document. */
export class FormFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = "FormFileError";
  }
}

/**
 * Reads one form file and validates it; the error names the file and each
 * problem's JSON path.
 */
export async function readFormFile(file: string): Promise<FormDocument> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new FormFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = parseFormDocument(json);
  if (!parsed.success) {
    throw new FormFileError(file, `invalid form document:\n${formatDocumentIssues(parsed.issues)}`);
  }
  return parsed.document;
}
