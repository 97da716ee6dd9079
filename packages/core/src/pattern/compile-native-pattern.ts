/** Whether a whole text matches one compiled `pattern` rule. */
export type PatternTest = (text: string) => boolean;

/**
 * Compiles an author's `pattern` source (one that {@link checkPattern}
 * accepted) into a whole-value test. The submission validator takes one as
 * an option: the browser uses {@link compileNativePattern}, the server a
 * linear-time engine that agrees with it on every accepted pattern.
 */
export type PatternCompiler = (source: string) => PatternTest;

/**
 * The browser's engine: `new RegExp("^(?:source)$", "u")`. Only patterns that
 * passed {@link checkPattern} (no nested quantifiers) reach it, and only text
 * within the field's length cap. The server does not rely on that and runs a
 * linear-time engine instead (RE2, in the web app).
 *
 * @example
 * compileNativePattern("[0-9]{5}")("75001"); // true
 */
export const compileNativePattern: PatternCompiler = (source) => {
  const regexp = new RegExp(`^(?:${source})$`, "u");
  return (text) => regexp.test(text);
};
