import { hashSecret } from "../auth/tokens";

/** A respondent's unfinished-answers token: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether text has the shape of an unfinished-answers token (anything else is never stored or looked up). */
export function isPartialTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * The stored form of a respondent's unfinished-answers token: its SHA-256,
 * hex (the token itself is never stored). Null for anything that is not a
 * token, so a submit with a stray value deletes nothing.
 *
 * @example
 * partialTokenHash("x".repeat(43)); // "…64 hex digits…"
 * partialTokenHash("nope"); // null
 */
export function partialTokenHash(token: string | null | undefined): string | null {
  const given = token?.trim() ?? "";
  return isPartialTokenShape(given) ? hashSecret(given) : null;
}
