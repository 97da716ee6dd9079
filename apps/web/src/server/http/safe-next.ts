/** Longest redirect target kept. */
const MAX_NEXT_LENGTH = 2000;

/** Whitespace (Unicode's too) and backslashes: browsers read `\` as `/` in URLs. */
const SPACE_OR_BACKSLASH = /[\s\\]/;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The redirect target after sign-in: `next` when it is a plain local path,
 * otherwise `fallback`. A plain local path starts with one `/` and has no
 * backslash, whitespace or control character anywhere: browsers drop tabs
 * and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
 *
 * @example safeNext("/admin/forms", "/admin") // "/admin/forms"
 * @example safeNext("/\t/evil.example", "/admin") // "/admin"
 */
export function safeNext(next: string | undefined, fallback: string): string {
  if (!next || next.length > MAX_NEXT_LENGTH) return fallback;
  if (!next.startsWith("/") || next.startsWith("//")) return fallback;
  if (SPACE_OR_BACKSLASH.test(next) || hasControlCharacter(next)) return fallback;
  return next;
}
