import { z } from "zod";

/** What published versions fixed: field names, and option values per field name. */
export interface PublishedKeys {
  fieldNames: string[];
  optionValues: Record<string, string[]>;
}

// Stored JSON is a trust boundary; only the parts read here are checked.
const storedDocumentSchema = z.object({
  blocks: z.array(
    z.looseObject({
      name: z.string().optional(),
      options: z.array(z.looseObject({ value: z.string() })).optional(),
    }),
  ),
});

/**
 * The field names and option values used by any of the given documents.
 *
 * @example
 * collectPublishedKeys([{ blocks: [{ type: "radio", name: "size", options: [{ label: "S", value: "s" }] }] }]);
 * // { fieldNames: ["size"], optionValues: { size: ["s"] } }
 */
export function collectPublishedKeys(documents: readonly unknown[]): PublishedKeys {
  const names = new Set<string>();
  const values = new Map<string, Set<string>>();
  for (const document of documents) {
    const parsed = storedDocumentSchema.safeParse(document);
    if (!parsed.success) continue;
    for (const block of parsed.data.blocks) {
      if (!block.name) continue;
      names.add(block.name);
      if (!block.options) continue;
      const set = values.get(block.name) ?? new Set<string>();
      for (const option of block.options) set.add(option.value);
      values.set(block.name, set);
    }
  }
  return {
    fieldNames: [...names],
    optionValues: Object.fromEntries([...values].map(([name, set]) => [name, [...set]])),
  };
}
