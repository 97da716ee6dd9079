import { z } from "zod";
import type { LoadedEditorForm } from "./draft-types";

/** A form with its draft, as the editor and the preview load it (`formById`). */
export const EDITOR_FORM_QUERY = /* GraphQL */ `
  query EditorForm($id: ID!) {
    formById(id: $id) { id slug revision publishedVersion draft liveDocument publishedKeys permissions }
    isPaymentsConfigured
  }
`;

const draftSchema = z
  .object({ blocks: z.array(z.looseObject({ type: z.string() })) })
  .catchall(z.unknown());

/**
 * A form as `formById` returns it, checked at the boundary: the draft must at
 * least be an object with a list of typed blocks (the editor reports anything
 * else in it as problems).
 */
export const editorFormSchema = z.object({
  id: z.string().min(1),
  slug: z.string(),
  revision: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  draft: draftSchema,
  liveDocument: z.unknown().optional(),
  publishedKeys: z
    .object({
      fieldNames: z.array(z.string()),
      optionValues: z.record(z.string(), z.array(z.string())),
    })
    .optional(),
  permissions: z.array(z.string()).optional(),
});

/**
 * Reads a `formById` answer.
 *
 * @example
 * const form = parseEditorForm(data.formById);
 */
export function parseEditorForm(input: unknown): LoadedEditorForm {
  return editorFormSchema.parse(input) as LoadedEditorForm;
}
