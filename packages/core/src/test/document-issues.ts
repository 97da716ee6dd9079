import type { DocumentIssue } from "../document/document-issue";
import { parseFormDocument } from "../document/parse-form-document";

/** The issues of a document the test expects to be refused. */
export function issuesOf(input: unknown): DocumentIssue[] {
  const result = parseFormDocument(input);
  if (result.success) throw new Error("expected the document to be refused");
  return result.issues;
}

/** The paths of a refused document's issues, in order. */
export function paths(input: unknown): string[] {
  return issuesOf(input).map((issue) => issue.path);
}

/** The message of a refused document's issue at a path. */
export function messageAt(input: unknown, path: string): string | undefined {
  return issuesOf(input).find((issue) => issue.path === path)?.message;
}

/** A minimal document around the given blocks (not parsed). */
export function withBlocks(blocks: unknown[]): Record<string, unknown> {
  return { slug: "test", title: "Test", blocks };
}

/** A valid text block. */
export const text = { type: "text", name: "city", label: "City" };

/** Two valid options. */
export const options = [
  { label: "A", value: "a" },
  { label: "B", value: "b" },
];
