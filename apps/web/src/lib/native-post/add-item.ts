import { type FormDocument, getFieldBlocks } from "@formwright/core";

/**
 * The answers of a post without scripts whose "Add another" button was
 * pressed (its value names a field that holds items, a repeating group):
 * the same answers with one more, empty item, while the field takes more;
 * `null` when the name is no such field (the post is then a submit).
 *
 * @example
 * withAddedItem(document, "attendees", { attendees: [{ name: "Ada" }] });
 * // { attendees: [{ name: "Ada" }, {}] }
 */
export function withAddedItem(
  document: FormDocument,
  name: string,
  values: Record<string, unknown>,
): Record<string, unknown> | null {
  const block = getFieldBlocks(document).find((b) => b.name === name);
  if (!block || !("repeat" in block) || !block.repeat) return null;
  const items = Array.isArray(values[name]) ? (values[name] as unknown[]) : [];
  return {
    ...values,
    [name]: items.length < block.repeat.max ? [...items, {}] : items,
  };
}
