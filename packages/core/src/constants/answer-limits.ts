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
 * Longest answer a line of text holds, in Unicode code points: a text
 * field's, a hidden field's, a value a respondent adds to a creatable select.
 * Every value is measured against its field's cap before any pattern runs,
 * so no request can make a rule look at more than this.
 */
export const TEXT_MAX_LENGTH = 1000;

/**
 * Longest text any field's answer holds, in Unicode code points: no field
 * type's `textMaxLength` is more (a test checks each), so a query-string
 * value or a text a pattern is asked about that is longer is no answer and is
 * not read.
 */
export const ANSWER_MAX_LENGTH = 10_000;

/** Longest email address accepted anywhere (RFC 5321's limit on a forward path). */
export const EMAIL_MAX_LENGTH = 254;
