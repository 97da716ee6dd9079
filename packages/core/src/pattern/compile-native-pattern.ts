/** Whether a whole text matches one compiled `pattern` rule. */
export type PatternTest = (text: string) => boolean;

/**
 * Compiles an author's `pattern` source (one that `checkPattern` accepted)
 * into a whole-value test. The submission validator takes one as an option:
 * by default the linear-time engine of `compileDocumentPattern`; the server
 * passes RE2. Either may throw a `PatternBudgetError` when a match would take
 * more steps than the submission has left.
 */
export type PatternCompiler = (source: string) => PatternTest;

/**
 * The browser's own backtracking `RegExp`, `new RegExp("^(?:source)$", "u")`:
 * the reference the engines are compared with in tests (same meaning on
 * every accepted pattern), never run on a respondent's answer, since a
 * pattern RE2 runs in linear time can still take exponential time here
 * (`(a|a)*c`).
 *
 * @example
 * compileNativePattern("[0-9]{5}")("75001"); // true
 */
export const compileNativePattern: PatternCompiler = (source) => {
  const regexp = new RegExp(`^(?:${source})$`, "u");
  return (text) => regexp.test(text);
};
