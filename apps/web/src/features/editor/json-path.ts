/** One step of a JSON path: a key or an array index. */
export type PathSegment = string | number;

const TOKEN = /^(?:\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;

/**
 * Splits a JSON path as `@formwright/core` writes them in document issues
 * (`blocks[2].options[0].value`, `width["2xl"]`) into its keys and indices.
 * Text it cannot read ends the path there.
 *
 * @example
 * parseJsonPath("blocks[2].options[0].value"); // ["blocks", 2, "options", 0, "value"]
 */
export function parseJsonPath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let rest = path;
  while (rest.length > 0) {
    const match = TOKEN.exec(rest);
    if (!match) break;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(match[3]) as string);
    rest = rest.slice(match[0].length);
  }
  return segments;
}
