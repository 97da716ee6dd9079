import { isRecord } from "./block-types/draft-values";
import type { PublishedKeys } from "./draft-types";

/**
 * The published keys with those of one more published document added.
 *
 * @example
 * mergePublishedKeys({ fieldNames: [], optionValues: {} }, { blocks: [{ type: "text", name: "email" }] });
 * // { fieldNames: ["email"], optionValues: {} }
 */
export function mergePublishedKeys(keys: PublishedKeys, document: unknown): PublishedKeys {
  const fieldNames = new Set(keys.fieldNames);
  const optionValues: Record<string, string[]> = { ...keys.optionValues };
  const blocks = isRecord(document) && Array.isArray(document.blocks) ? document.blocks : [];
  for (const block of blocks) {
    if (!isRecord(block) || typeof block.name !== "string") continue;
    fieldNames.add(block.name);
    if (!Array.isArray(block.options)) continue;
    const values = new Set(optionValues[block.name] ?? []);
    for (const option of block.options) {
      if (isRecord(option) && typeof option.value === "string") values.add(option.value);
    }
    optionValues[block.name] = [...values];
  }
  return { fieldNames: [...fieldNames], optionValues };
}
