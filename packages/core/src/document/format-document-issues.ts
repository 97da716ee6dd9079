import type { DocumentIssue } from "./document-issue";

/**
 * A multi-line, human-readable list of document issues, for a terminal, a log
 * or an error page. Issues at the document itself show as `(document)`.
 *
 * @example
 * formatDocumentIssues([{ path: "slug", message: "is required" }]);
 * // "Form document has 1 problem:\n  slug: is required"
 */
export function formatDocumentIssues(issues: readonly DocumentIssue[]): string {
  const count = issues.length;
  const header = `Form document has ${count} ${count === 1 ? "problem" : "problems"}${count === 0 ? "." : ":"}`;
  return [
    header,
    ...issues.map(({ path, message }) => `  ${path || "(document)"}: ${message}`),
  ].join("\n");
}
