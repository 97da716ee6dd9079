import {
  checkPattern,
  countCodePoints,
  PATTERN_MAX_PROGRAM_SIZE,
  type PatternCompiler,
  spendPatternSteps,
} from "@formwright/core";
import { RE2JS } from "re2js";

const NEVER = () => false;

/**
 * The server's engine for author `pattern` rules: RE2 (the `re2js` port),
 * which matches in time linear in the text whatever the pattern. The source
 * is first rewritten by {@link checkPattern} so RE2 reads it as the
 * browser's RegExp does (`.`, `\s`, escapes); a pattern it refuses never
 * gets here, because the document schema refuses it first, and throws if
 * handed one anyway.
 *
 * The run-time guard behind the save-time limits (for a pattern a future
 * check misses): a pattern over `PATTERN_MAX_PROGRAM_SIZE` instructions is
 * never compiled and matches nothing; an answer longer than the pattern's
 * longest match is not read; and every match is charged RE2's own program
 * size × (characters + 1) steps before it runs, from the submission's budget
 * (`spendPatternSteps`), so a match it cannot pay for is refused, not run.
 *
 * Kept in the server (not in `@formwright/core`) so the public form's
 * browser bundle never loads RE2.
 *
 * @example
 * const test = compileRe2Pattern("[0-9]{5}");
 * test("75001"); // true
 */
export const compileRe2Pattern: PatternCompiler = (source) => {
  const check = checkPattern(source);
  if (!check.ok) throw new Error(`Pattern ${JSON.stringify(source)} ${check.reason}`);
  if (check.programSize > PATTERN_MAX_PROGRAM_SIZE) return NEVER;
  const re2 = RE2JS.compile(check.re2Source);
  const programSize = re2.matcher("").programSize();
  const { longestMatch } = check;
  return (text) => {
    const length = countCodePoints(text, longestMatch);
    if (length > longestMatch) return false;
    spendPatternSteps({ programSize, length });
    // matches(), not testExact(): testExact runs RE2's lazy DFA, whose states
    // (sets of instructions) can each be new on a pattern such as
    // [ab]*a[ab]{15}, about 70 ms for 9,000 characters here; matches() runs
    // the one-pass, bit-state or NFA matcher, at most programSize steps a
    // character (3 ms on the same text).
    return re2.matcher(text).matches();
  };
};
