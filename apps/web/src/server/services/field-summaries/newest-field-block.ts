import { type FieldBlock, fieldBlockSchema } from "@formwright/core";

/**
 * The newest block of a field that the document schema takes and that has
 * the field's type, among a form's stored documents (the draft first, then
 * the published versions, newest first). A stored draft may be mid-edit: a
 * block the schema refuses is passed over for an older version's.
 *
 * @example
 * newestFieldBlock({ name: "service", type: "rating" }, form.documents); // { type: "rating", max: 5, … }
 */
export function newestFieldBlock(
  field: Pick<FieldBlock, "name" | "type">,
  documents: readonly unknown[],
): FieldBlock | undefined {
  for (const document of documents) {
    const blocks = (document as { blocks?: unknown } | null)?.blocks;
    if (!Array.isArray(blocks)) continue;
    const raw = blocks.find((block) => (block as { name?: unknown } | null)?.name === field.name);
    const parsed = fieldBlockSchema.safeParse(raw);
    if (parsed.success && parsed.data.type === field.type) return parsed.data;
  }
  return undefined;
}
