import { type FormDocument, getFieldBlocks } from "@formwright/core";

/**
 * The name of a page without scripts' "Add another" button of a field that
 * holds items (a repeating group): its value is the field's name; the page
 * comes back with the answers as typed and one more item, nothing is sent.
 * Here, not among the form's own inputs, so a form without a group carries
 * none of it.
 */
export const ADD_ITEM_INPUT = "fw:add-item";

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
