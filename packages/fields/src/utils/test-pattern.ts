/**
 * Whether a text matches a pattern rule. A `RegExp` is tested as given; a
 * source string must match the whole text (`^(?:source)$`, `u` flag), the way
 * form documents give patterns.
 *
 * @example
 * testPattern(/^[A-Z]/, "Abc"); // true
 * testPattern("[0-9]{3}", "1234"); // false
 */
export function testPattern(pattern: RegExp | string, text: string): boolean {
  if (typeof pattern === "string") return new RegExp(`^(?:${pattern})$`, "u").test(text);
  // A global or sticky RegExp remembers where it stopped; start from the beginning every time.
  pattern.lastIndex = 0;
  return pattern.test(text);
}
