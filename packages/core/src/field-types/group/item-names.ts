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
