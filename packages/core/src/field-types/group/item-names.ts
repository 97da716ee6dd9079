/**
 * The name of an inner field of one item where the form holds it (the
 * browser's form state, the inputs a post without scripts sends):
 * `<group>.<index>.<field>`, the index from 0; without `repeat`,
 * `<group>.<field>`. People read items from 1 (CSV headers, prefill links).
 *
 * @example
 * groupInnerName("attendees", 1, "email"); // "attendees.1.email" (the second attendee)
 * groupInnerName("contact", null, "email"); // "contact.email"
 */
export function groupInnerName(group: string, index: number | null, field: string): string {
  return index === null ? `${group}.${field}` : `${group}.${index}.${field}`;
}

/**
 * The inner key of an item's "Remove attendee 2" box on a page without
 * scripts (`attendees.1.$remove`): no field name (names are identifiers), so
 * it never meets an answer. An item posted with it ticked is dropped, on
 * "Add another" as on a submit.
 */
export const GROUP_REMOVE_ITEM_KEY = "$remove";
