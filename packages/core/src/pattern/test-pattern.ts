import { ANSWER_MAX_LENGTH } from "../constants/answer-limits";
import { hasMoreCodePointsThan } from "../validation/count-code-points";
import type { PatternTest } from "./compile-native-pattern";
import { compileDocumentPattern } from "./pattern-rule";

const compiled = new Map<string, PatternTest>();
const COMPILED_LIMIT = 200;

function compileSource(source: string): PatternTest {
  let test = compiled.get(source);
  if (test === undefined) {
    test = compileDocumentPattern(source);
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(source, test);
  }
  return test;
}

/**
 * Whether a text matches a pattern rule. A `RegExp` is tested as given; a
 * source string must match the whole text (`^(?:source)$`, `u` flag), the way
 * form documents give patterns, on the linear-time engine of form documents
 * (load it first: `loadPatternRule`), and only if it is one the form document
 * accepts (see `checkPattern`): any other never matches. Either way, text
 * longer than the longest answer any field holds (`ANSWER_MAX_LENGTH`) never
 * matches and is not looked at.
 *
 * @example
 * testPattern(/^[A-Z]/, "Abc"); // true
 * testPattern("[0-9]{3}", "1234"); // false
 * testPattern("(a+)+", "aaa"); // false: refused pattern
 */
export function testPattern(pattern: RegExp | string, text: string): boolean {
  if (hasMoreCodePointsThan(text, ANSWER_MAX_LENGTH)) return false;
  if (typeof pattern === "string") return compileSource(pattern)(text);
  // A global or sticky RegExp remembers where it stopped; start from the beginning every time.
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/**
 * A widget's pattern rule as a test, for {@link compileRuleChecks}: a
 * `RegExp` or a source string, judged as {@link testPattern} does.
 *
 * @example
 * compileWidgetPattern("[0-9]{3}")("123"); // true
 */
export function compileWidgetPattern(pattern: RegExp | string): PatternTest {
  return (text) => testPattern(pattern, text);
}
