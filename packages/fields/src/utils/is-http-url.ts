const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Whether a text is an absolute http or https URL naming a host.
 *
 * @example
 * isHttpUrl("https://example.com"); // true
 * isHttpUrl("example.com"); // false
 */
export function isHttpUrl(text: string): boolean {
  if (!HTTP_PREFIX.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}
