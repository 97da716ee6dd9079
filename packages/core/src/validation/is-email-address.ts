// The WHATWG "valid e-mail address" grammar (what <input type="email"> accepts),
// except that the domain must have at least one dot: a public form wants
// "name@example.com", and "name@example" is nearly always a typo.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Whether a string is an email address: the browser's own definition, with a
 * dot required in the domain.
 *
 * @example
 * isEmailAddress("a@b.co"); // true
 * isEmailAddress("a@b"); // false
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
