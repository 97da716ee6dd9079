const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Whether a string is an absolute http or https URL that the WHATWG URL
 * parser accepts and that names a host. "http:example.com" (no slashes) is
 * refused even though the parser would repair it.
 *
 * @example
 * isHttpUrl("https://example.com/path"); // true
 * isHttpUrl("ftp://example.com"); // false
 */
export function isHttpUrl(text: string): boolean {
  if (!HTTP_PREFIX.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}
