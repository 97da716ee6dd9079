import { EMAIL_MAX_LENGTH } from "../constants";

// The WHATWG "valid e-mail address" grammar (what <input type="email"> accepts),
// except that the domain must have at least one dot: a public form wants
// "name@example.com", and "name@example" is nearly always a typo. Each domain
// label is bounded and labels are split by dots, so the pattern cannot
// backtrack far; the length cap bounds it besides.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Whether a string is an email address: the browser's own definition, with a
 * dot required in the domain, at most {@link EMAIL_MAX_LENGTH} (254)
 * characters. The one definition of an email address in Formwright: the
 * `email` rule, accounts and the server's environment all use it.
 *
 * @example
 * isEmailAddress("a@b.co"); // true
 * isEmailAddress("a@b"); // false
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}
