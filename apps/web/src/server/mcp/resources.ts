import { readFile } from "node:fs/promises";
import path from "node:path";
import { FORM_DOCUMENT_JSON_SCHEMA_ID, formDocumentJsonSchema } from "@formwright/core";
import { appRoot } from "../app-root";

/** The resource URI of docs/form-document.md. */
export const FORM_DOCUMENT_DOCS_URI = "formwright://docs/form-document.md";

/** The resource URI of the form document's JSON Schema. */
export const FORM_DOCUMENT_SCHEMA_URI = FORM_DOCUMENT_JSON_SCHEMA_ID;

/** The form document's JSON Schema as text (made from core's zod schema, see `formDocumentJsonSchema`). */
export function formDocumentSchemaText(): string {
  return JSON.stringify(formDocumentJsonSchema(), null, 2);
}

/**
 * docs/form-document.md, the form document's reference, read from the
 * checkout (development, `npm run mcp`) or the image (the Dockerfile copies
 * it beside the app).
 */
export async function formDocumentDocsText(): Promise<string> {
  return readFile(path.join(appRoot(), "../../docs/form-document.md"), "utf8");
}
