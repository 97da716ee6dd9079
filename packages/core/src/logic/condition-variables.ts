import type { Block } from "../document/block-schema";
import type { Variable } from "../document/variables-schema";

/** What the evaluator for conditions on variables gives (./variable-reader.ts). */
export type ConditionVariables = typeof import("./variable-reader");

let loaded: ConditionVariables | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the code that computes variables for conditions (issue 32: a
 * `visibleWhen` may name a variable): the expression evaluator and parser,
 * their own chunk in the browser. The same promise every time until it is
 * loaded, then null. `loadDocumentFieldTypes` calls it for documents with
 * variables, so other forms never load it; the server loads it at start
 * (`loadAllFieldTypes`).
 *
 * @example
 * const pending = loadConditionVariables();
 * if (pending) await pending;
 */
export function loadConditionVariables(): Promise<void> | null {
  if (loaded) return null;
  if (!loading) {
    loading = import("./variable-reader").then((module) => {
      loaded = module;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The evaluator for conditions on variables once {@link loadConditionVariables}
 * has loaded it, else undefined: `variableReader` (how `blockVisibility` reads
 * the variables its conditions name) and `variableFields` (the fields each
 * reads, which a page watches).
 *
 * @example
 * conditionVariables()?.variableFields(document.variables).get("total"); // Set { "price", "quantity" }
 */
export function conditionVariables(): ConditionVariables | undefined {
  return loaded;
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
