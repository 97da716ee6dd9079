import { documentErrorMap } from "./document-error-map";
import type { DocumentIssue } from "./document-issue";
import {
  type FormDocument,
  formDocumentSchema,
  storedFormDocumentSchema,
} from "./form-document-schema";
import { toDocumentIssues } from "./to-document-issues";

/** Result of {@link parseFormDocument}. */
export type ParseFormDocumentResult =
  | { success: true; document: FormDocument }
  | { success: false; issues: DocumentIssue[] };

/**
 * Checks a form document (already parsed from JSON) and fills in its
 * defaults. On failure it lists every problem, not just the first, each at its
 * JSON path.
 *
 * @example
 * const result = parseFormDocument(JSON.parse(text));
 * if (!result.success) console.error(formatDocumentIssues(result.issues));
 * // Form document has 1 problem:
 * //   blocks[2].options[0].value: must not be empty
 */
export function parseFormDocument(input: unknown): ParseFormDocumentResult {
  const result = formDocumentSchema.safeParse(input, { error: documentErrorMap });
  if (result.success) return { success: true, document: result.data };
  return { success: false, issues: toDocumentIssues({ issues: result.error.issues, input }) };
}

/**
 * {@link parseFormDocument} for a version read back from the database: a
 * published version is never refused for the cost limits a save must meet
 * (see `storedFormDocumentSchema`), so tightening a limit never takes a live
 * form down.
 *
 * @example
 * const parsed = parseStoredFormDocument(row.document);
 */
export function parseStoredFormDocument(input: unknown): ParseFormDocumentResult {
  const result = storedFormDocumentSchema.safeParse(input, { error: documentErrorMap });
  if (result.success) return { success: true, document: result.data };
  return { success: false, issues: toDocumentIssues({ issues: result.error.issues, input }) };
}
