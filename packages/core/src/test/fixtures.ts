import type { FormDocument, FormDocumentInput } from "../document/form-document-schema";
import { formatDocumentIssues } from "../document/format-document-issues";
import { isFieldBlock } from "../document/is-field-block";
import { parseFormDocument } from "../document/parse-form-document";
import type { FieldBlock } from "../field-types/document-list";

/** The example document of the form-document docs. */
export function contactDocumentInput(): FormDocumentInput {
  return {
    slug: "contact",
    title: "Contact us",
    description: "optional",
    submitLabel: "Send",
    confirmation: { message: "Thanks!" },
    blocks: [
      {
        type: "text",
        name: "fullName",
        label: "Full name",
        required: true,
        rules: { maxLength: 80 },
      },
      {
        type: "select",
        name: "topics",
        label: "Topics",
        multi: true,
        creatable: true,
        options: [{ label: "Sales", value: "sales" }],
      },
      { type: "heading", text: "About you" },
      { type: "paragraph", text: "Plain text, never HTML." },
    ],
  };
}

/** Parses a document that the test expects to be valid, failing loudly otherwise. */
export function parseValid(input: unknown): FormDocument {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(formatDocumentIssues(result.issues));
  return result.document;
}

/** A valid document around the given blocks. */
export function documentWith(blocks: unknown[]): FormDocument {
  return parseValid({ slug: "test", title: "Test", blocks });
}

/** One parsed field block, checked by the real schema. */
export function fieldBlock(block: Record<string, unknown>): FieldBlock {
  const [parsed] = documentWith([block]).blocks;
  if (parsed === undefined || !isFieldBlock(parsed)) throw new Error("not a field block");
  return parsed;
}
