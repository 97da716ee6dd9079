/**
 * A field name for a copy of a field named `name`: the name without its
 * trailing digits and the first free number from 2 (`email` → `email2`,
 * `text1` → `text2`), so it stays unique and, like a new field's, still
 * follows the copy's label until it is published.
 *
 * @example
 * copyName("email", new Set(["email", "email2"])); // "email3"
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = (name.replace(/\d+$/, "") || "field").slice(0, 60);
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}
