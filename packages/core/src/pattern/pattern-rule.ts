import type { PatternCompiler } from "./compile-native-pattern";

let compiler: PatternCompiler | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the engine of author `pattern` rules outside the server (its own
 * chunk in the browser; see `compileLinearPattern`). The same promise every
 * time until it is loaded (React's `use` can wait on it), then null.
 * `loadDocumentFieldTypes` calls it for documents with a pattern rule, so a
 * form without one never loads it.
 *
 * @example
 * const pending = loadPatternRule();
 * if (pending) await pending;
 */
export function loadPatternRule(): Promise<void> | null {
  if (compiler) return null;
  if (!loading) {
    loading = import("./linear-pattern").then((module) => {
      compiler = module.compileLinearPattern;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The submission validator's engine for a form document's `pattern` rules
 * unless it is given another (the server gives RE2): linear in the answer,
 * whatever the pattern. Throws, saying what to call, before
 * {@link loadPatternRule} has finished.
 *
 * @example
 * await loadPatternRule();
 * compileDocumentPattern("[0-9]{5}")("75001"); // true
 */
export const compileDocumentPattern: PatternCompiler = (source) => {
  if (!compiler) {
    throw new Error(
      "The pattern rule is not loaded: await loadDocumentFieldTypes(document) (or loadPatternRule()) first",
    );
  }
  return compiler(source);
};
