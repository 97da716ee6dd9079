/**
 * Longest answers each kind of field reads: every value is measured against its cap before any rule, pattern or condition looks at it.
 */

/**
 * Longest text a number field reads, in characters. A double holds about 17
 * significant digits, so nothing a person types into a number field comes
 * near this; longer text is "not a number" before anything else looks at it.
 */
export const NUMBER_TEXT_MAX_LENGTH = 100;

/**
 * Longest answer a text field (`text`) holds, in Unicode code points. Every
 * value is measured against its field's cap before any pattern runs, so no
 * request can make a rule look at more than this.
 */
export const TEXT_MAX_LENGTH = 1000;

/** Longest answer a `textarea` field holds, in Unicode code points (see {@link TEXT_MAX_LENGTH}). */
export const TEXTAREA_MAX_LENGTH = 10_000;

/** Longest email address accepted anywhere (RFC 5321's limit on a forward path). */
export const EMAIL_MAX_LENGTH = 254;
