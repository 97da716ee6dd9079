import type { Block } from "../document/block-schema";
import type { Variable } from "../document/variables-schema";

/** A form's variables as its conditions read them, for the answers of the fields shown so far. */
export type VariableReader = (
  values: Readonly<Record<string, unknown>>,
) => (name: string) => unknown;

type ReaderFactory = (document: {
  blocks: readonly Block[];
  variables: readonly Variable[];
}) => VariableReader;

let factory: ReaderFactory | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the code that computes variables for conditions (issue 32: a
 * `visibleWhen` may name a variable): the expression evaluator, its own chunk
 * in the browser. The same promise every time until it is loaded, then null.
 * `loadDocumentFieldTypes` calls it for documents with variables, so other
 * forms never load it; the server loads it at start (`loadAllFieldTypes`).
 *
 * @example
 * const pending = loadConditionVariables();
 * if (pending) await pending;
 */
export function loadConditionVariables(): Promise<void> | null {
  if (factory) return null;
  if (!loading) {
    loading = import("./variable-reader").then((module) => {
      factory = module.variableReader;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * How `blockVisibility` reads the variables its conditions name. Throws,
 * saying what to call, before {@link loadConditionVariables} has finished.
 */
export function conditionVariableReader(document: {
  blocks: readonly Block[];
  variables: readonly Variable[];
}): VariableReader {
  if (!factory) {
    throw new Error("await loadDocumentFieldTypes(document) first");
  }
  return factory(document);
}

/**
 * Whether some condition of a document (a block's `visibleWhen`) names one of
 * its variables rather than a field.
 *
 * @example
 * usesVariablesInConditions({ blocks: [{ ..., visibleWhen: { all: [{ field: "total", ... }] } }], variables: [{ name: "total", ... }] }); // true
 */
export function usesVariablesInConditions(document: {
  blocks: readonly Block[];
  variables?: readonly Variable[];
}): boolean {
  if (!document.variables?.length) return false;
  const names = new Set(document.variables.map((variable) => variable.name));
  return document.blocks.some((block) =>
    (block.visibleWhen?.all ?? block.visibleWhen?.any ?? []).some((c) => names.has(c.field)),
  );
}
