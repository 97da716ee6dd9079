import { checkPattern, type PatternCompiler } from "@formwright/core";
import { RE2JS } from "re2js";

/**
 * The server's engine for author `pattern` rules: RE2 (the `re2js` port),
 * which matches in time linear in the text whatever the pattern, so no
 * pattern and no answer can hold the process. The source is first rewritten
 * by {@link checkPattern} so RE2 reads it as the browser's RegExp does (`.`,
 * `\s`, escapes); a pattern it refuses never gets here, because the document
 * schema refuses it first, and throws if handed one anyway.
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
  const re2 = RE2JS.compile(check.re2Source);
  return (text) => re2.testExact(text);
};
