/**
 * A PostgreSQL URL fit to print: without its password (in the user part or
 * a `password` parameter). A string that is not a URL is not printed at all.
 *
 * @example withoutPassword("postgres://app:secret@db:5432/forms") // "postgres://app@db:5432/forms"
 */
export function withoutPassword(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "(a URL that cannot be parsed)";
  }
  parsed.password = "";
  parsed.searchParams.delete("password");
  return parsed.toString();
}
