// A shape check only: an optional leading +, then digits with the usual
// separators (space, dot, dash, brackets), 5 to 20 digits in all. Whether the
// number exists is another matter (a phone library may come later).
const PHONE_SHAPE = /^\+?[0-9 ().-]{5,30}$/;
const MAX_LENGTH = 30;

/**
 * Whether a string is shaped like a phone number: an optional `+`, digits and
 * the separators people type (space, `.`, `-`, brackets), 5 to 20 digits.
 *
 * @example
 * isPhoneNumber("+44 20 7946 0958"); // true
 * isPhoneNumber("call me"); // false
 */
export function isPhoneNumber(text: string): boolean {
  if (text.length > MAX_LENGTH || !PHONE_SHAPE.test(text)) return false;
  const digits = text.replace(/[^0-9]/g, "").length;
  return digits >= 5 && digits <= 20;
}
