const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Formats a path of keys and indices the way a developer writes it in
 * JavaScript: `blocks[2].options[0].value`. Keys that are not identifiers are
 * quoted (`width["2xl"]`); the empty path is `""` (the whole document).
 *
 * @example
 * formatJsonPath(["blocks", 2, "options", 0, "value"]); // "blocks[2].options[0].value"
 */
export function formatJsonPath(path: ReadonlyArray<PropertyKey>): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") {
      text += `[${segment}]`;
    } else if (typeof segment === "string" && IDENTIFIER.test(segment)) {
      text += text === "" ? segment : `.${segment}`;
    } else {
      text += `[${JSON.stringify(String(segment))}]`;
    }
  }
  return text;
}
