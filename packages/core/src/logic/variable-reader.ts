import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import { getOwn } from "../utils/get-own";
import { fieldPoints, parsedVariables } from "./compute-variables";
import { evaluateExpression } from "./expressions/evaluate-expression";
import type { ExpressionValue } from "./expressions/expression-values";

// What pages compute variables with (pipes, conditions), in this chunk: forms without
// variables load no parser or evaluator.
export { computeVariables, fieldPoints } from "./compute-variables";
export { variableFields } from "./variable-fields";
export { pageVariableSession, type VariableSession, variableSession } from "./variable-session";

/** A form's variables as its conditions read them, for the answers of the fields shown so far. */
export type VariableReader = (
  values: Readonly<Record<string, unknown>>,
) => (name: string) => unknown;

const readers = new WeakMap<readonly Variable[], WeakMap<readonly Block[], VariableReader>>();

/**
 * A document's variables as its conditions read them (see
 * `blockVisibility`): for the answers of the fields shown so far,
 * a variable's value, computed when first read (with the earlier variables
 * it uses) exactly as `computeVariables` computes it. A block may test a
 * variable only when every field it reads comes earlier (checked when the
 * form is saved), so its value there is its value for the whole form.
 * Anything that is not a variable reads as undefined.
 *
 * @example
 * variableReader(document)(values)("total"); // 104
 */
export function variableReader(document: {
  blocks: readonly Block[];
  variables: readonly Variable[];
}): VariableReader {
  let byBlocks = readers.get(document.variables);
  if (!byBlocks) {
    byBlocks = new WeakMap();
    readers.set(document.variables, byBlocks);
  }
  let reader = byBlocks.get(document.blocks);
  if (reader) return reader;
  const { variables } = document;
  const parsed = parsedVariables(variables);
  const indexOf = new Map<string, number>();
  variables.forEach((variable, index) => {
    if (!indexOf.has(variable.name)) indexOf.set(variable.name, index);
  });
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  reader = (values) => {
    const computed = new Map<number, ExpressionValue>();
    const points = fieldPoints(fields, values);
    const valueAt = (index: number): ExpressionValue => {
      const known = computed.get(index);
      if (known !== undefined || computed.has(index)) return known ?? null;
      const expression = parsed[index];
      // As computeVariables: a name reads a variable before this one, else a field's answer.
      const scope = {
        read: (name: string) => {
          const at = indexOf.get(name);
          return at !== undefined && at < index ? valueAt(at) : getOwn(values, name);
        },
        points,
      };
      const value = expression ? evaluateExpression(expression, scope) : null;
      computed.set(index, value);
      return value;
    };
    return (name) => {
      const index = indexOf.get(name);
      return index === undefined ? undefined : valueAt(index);
    };
  };
  byBlocks.set(document.blocks, reader);
  return reader;
}
