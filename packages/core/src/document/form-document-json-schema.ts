import { z } from "zod";
import { formDocumentSchema } from "./form-document-schema";

/** Where the JSON Schema says it comes from (`$id`): the MCP server's resource URI. */
export const FORM_DOCUMENT_JSON_SCHEMA_ID = "formwright://schema/form-document.schema.json";

let cached: Record<string, unknown> | null = null;

/**
 * The form document's JSON Schema (draft 2020-12), made from the one zod
 * schema that `parseFormDocument` checks with, so it never drifts from it:
 * every key, type and default of a document as written (the input side). The
 * checks across keys (unique names, conditions that name real fields, pages,
 * pipes, limits) are beyond a JSON Schema; `parseFormDocument` still makes
 * them and names each problem by its path. Made once, then reused.
 *
 * @example
 * const schema = formDocumentJsonSchema();
 * schema.properties; // { slug: …, title: …, blocks: … }
 */
export function formDocumentJsonSchema(): Record<string, unknown> {
  cached ??= {
    ...z.toJSONSchema(formDocumentSchema, { io: "input", unrepresentable: "any" }),
    $id: FORM_DOCUMENT_JSON_SCHEMA_ID,
    title: "Formwright form document",
    description:
      "A Formwright form as data (docs/form-document.md). Checks across keys (unique names, conditions, pages) are made on save and reported by path.",
  };
  return cached;
}
