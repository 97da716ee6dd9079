import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import type { FieldBlock } from "../field-types/document-list";
import { fieldTypeOf } from "../field-types/registry";
import { getOwn } from "../utils/get-own";
import { blockVisibility } from "./block-visibility";
import { evaluateExpression } from "./expressions/evaluate-expression";
import type { ExpressionValue } from "./expressions/expression-values";
import { type Expression, parseExpression } from "./expressions/parse-expression";

/** Each document's variables parsed once, however often they are computed (a keystroke each). */
const parsedByList = new WeakMap<readonly Variable[], ReadonlyArray<Expression | null>>();

/** The document's variables' expressions, parsed once per list (null: one that does not parse). */
export function parsedVariables(variables: readonly Variable[]): ReadonlyArray<Expression | null> {
  let parsed = parsedByList.get(variables);
  if (!parsed) {
    parsed = variables.map((variable) => {
      try {
        return parseExpression(variable.expression).expression;
      } catch {
        return null; // refused when saved; a stored version from before computes nothing
      }
    });
    parsedByList.set(variables, parsed);
  }
  return parsed;
}

/** Where the answers come from when variables are computed. */
export interface VariableInputs {
  /** A field's answer as stored (a hidden field's: nothing). */
  answer(name: string): unknown;
  /** The points a field's answer scores; 0 where none. */
  points?(name: string): number;
}

/**
 * The document's variables for a set of answers, by name, computed in order
 * (each reads the fields and the variables before it): the same in the
 * browser as the respondent types and on the server, which stores them with
 * the submission.
 *
 * @example
 * computeVariables(
 *   [{ name: "total", expression: "price * quantity" }],
 *   { answer: (n) => ({ price: 2, quantity: 3 })[n] },
 * ); // { total: 6 }
 */
export function computeVariables(
  variables: readonly Variable[] | undefined,
  inputs: VariableInputs,
): Record<string, ExpressionValue> {
  const values: Record<string, ExpressionValue> = Object.create(null);
  if (!variables || variables.length === 0) return values;
  const parsed = parsedVariables(variables);
  const scope = {
    read: (name: string) => (name in values ? values[name] : inputs.answer(name)),
    points: (name: string) => inputs.points?.(name) ?? 0,
  };
  variables.forEach((variable, index) => {
    const expression = parsed[index];
    values[variable.name] = expression ? evaluateExpression(expression, scope) : null;
  });
  return { ...values };
}

/**
 * A document's variables for a respondent's answers, as the form computes
 * them: from the answers of the fields its conditions show (a hidden field's
 * answer counts as none), each field's points from its type (`points` of its
 * definition: the chosen options' points, a rating's value).
 *
 * @example
 * documentVariables(document, submission.data).total; // 104
 */
export function documentVariables(
  document: { blocks: readonly Block[]; variables?: readonly Variable[] },
  answers: Readonly<Record<string, unknown>>,
): Record<string, ExpressionValue> {
  if (!document.variables?.length) return {};
  const { values } = blockVisibility(document.blocks, answers, document.variables);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  return computeVariables(document.variables, {
    answer: (name) => getOwn(values, name),
    points: fieldPoints(fields, values),
  });
}

/**
 * What each field's answer scores, by name, as its type says
 * (`FieldTypeDefinition.points`); 0 for a type that scores nothing or a name
 * that is no field. The field's type must be loaded (the page's are).
 *
 * @example
 * computeVariables(variables, { answer, points: fieldPoints(fields, values) });
 */
export function fieldPoints(
  fields: ReadonlyMap<string, FieldBlock>,
  values: Readonly<Record<string, unknown>>,
): (name: string) => number {
  return (name) => {
    const block = fields.get(name);
    return block ? (fieldTypeOf(block.type).points?.(block, getOwn(values, name)) ?? 0) : 0;
  };
}
