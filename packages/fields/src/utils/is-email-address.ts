// The WHATWG "valid e-mail address" grammar (what <input type="email"> accepts),
// with at least one dot in the domain: "name@example" is nearly always a typo.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Whether a text is an email address.
 *
 * @example
 * isEmailAddress("a@b.co"); // true
 * isEmailAddress("a@b"); // false
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
