/**
 * Whether a string is one exact origin (`https://forms.example.com`,
 * `http://127.0.0.1:3000`): not `*`, not `/`, no path, no trailing slash.
 *
 * @example
 * isExactOrigin("http://localhost:3000"); // true
 * isExactOrigin("*"); // false
 */
export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin !== "null" && url.origin === value;
  } catch {
    return false;
  }
}
