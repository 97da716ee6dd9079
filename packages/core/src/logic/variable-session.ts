import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import { getOwn } from "../utils/get-own";
import { fieldPoints } from "./compute-variables";
import { evaluateExpression } from "./expressions/evaluate-expression";
import type { ExpressionValue } from "./expressions/expression-values";
import { type Expression, parseExpression } from "./expressions/parse-expression";
import type { VariableReader } from "./variable-reader";

/** One variable of a document as its expression reads: parsed once, with what it reads. */
interface VariableNode {
  name: string;
  expression: Expression | null;
  /** The fields it reads directly (an answer, or its points). */
  fields: readonly string[];
  /** The earlier variables it reads directly, by index. */
  variables: readonly number[];
}

const graphs = new WeakMap<readonly Variable[], readonly VariableNode[]>();

/**
 * What each variable reads, made once per document's list of variables: a
 * name is the latest variable of that name before it, else a field (as
 * `computeVariables` reads it).
 */
function variableGraph(variables: readonly Variable[]): readonly VariableNode[] {
  let graph = graphs.get(variables);
  if (graph) return graph;
  const latest = new Map<string, number>();
  graph = variables.map((variable, index) => {
    let expression: Expression | null = null;
    const fields = new Set<string>();
    const earlier = new Set<number>();
    try {
      const parsed = parseExpression(variable.expression);
      expression = parsed.expression;
      for (const { name } of parsed.names) {
        const at = latest.get(name);
        if (at !== undefined) earlier.add(at);
        else fields.add(name);
      }
    } catch {
      // refused when saved; a stored version from before computes nothing
    }
    latest.set(variable.name, index);
    return { name: variable.name, expression, fields: [...fields], variables: [...earlier] };
  });
  graphs.set(variables, graph);
  return graph;
}

/**
 * Whether two answers are the same: the same value, or lists and plain
 * objects with the same items (an answer read again may be a copy).
 */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (!sameAnswer(a[index], b[index])) return false;
    }
    return true;
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/**
 * A document's variables computed again and again as a respondent types
 * (the public form's page): each variable remembers the values it last read
 * (its fields' answers and the earlier variables it uses) and is evaluated
 * again only when one of them changed, so a keystroke costs the variables
 * that read the changed field (and those that read them, when their value
 * changed), each once, however many pipes and conditions read them. The
 * values are exactly `computeVariables`' for the same answers.
 */
export interface VariableSession {
  /** For `blockVisibility`: a variable's value from the answers shown so far. */
  readonly reader: VariableReader;
  /**
   * Every variable for the answers of the shown fields, by name: the same
   * object as the last call's while no value changed.
   */
  compute(values: Readonly<Record<string, unknown>>): Readonly<Record<string, ExpressionValue>>;
  /** How many expressions it has evaluated (tests count them per keystroke). */
  readonly evaluations: number;
}

/**
 * A {@link VariableSession} for a document: one per page, kept while it is
 * open (the answers it remembers are that respondent's).
 *
 * @example
 * const session = variableSession(document);
 * blockVisibility(document.blocks, answers, document.variables, session.reader);
 * session.compute(values).total; // 104
 */
export function variableSession(document: {
  blocks: readonly Block[];
  variables: readonly Variable[];
}): VariableSession {
  const graph = variableGraph(document.variables);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  // What each variable last read and gave (nothing yet: never computed).
  const readFields: unknown[][] = graph.map((node) => new Array(node.fields.length));
  const readVariables: ExpressionValue[][] = graph.map((node) => new Array(node.variables.length));
  const computed: boolean[] = graph.map(() => false);
  const results: ExpressionValue[] = graph.map(() => null);
  let evaluations = 0;
  let last: Record<string, ExpressionValue> | null = null;

  /** The value of each variable asked for, for one set of answers (each checked once). */
  const pass = (values: Readonly<Record<string, unknown>>) => {
    const checked = new Uint8Array(graph.length);
    const points = fieldPoints(fields, values);
    const valueAt = (index: number): ExpressionValue => {
      if (checked[index]) return results[index] as ExpressionValue;
      checked[index] = 1;
      const node = graph[index] as VariableNode;
      const before = readVariables[index] as ExpressionValue[];
      const answers = readFields[index] as unknown[];
      let isSame = computed[index] as boolean;
      for (let k = 0; k < node.variables.length; k++) {
        const value = valueAt(node.variables[k] as number);
        if (!Object.is(value, before[k])) isSame = false;
        before[k] = value;
      }
      for (let k = 0; k < node.fields.length; k++) {
        const answer = getOwn(values, node.fields[k] as string);
        if (!sameAnswer(answer, answers[k])) isSame = false;
        answers[k] = answer;
      }
      if (!isSame) {
        computed[index] = true;
        if (node.expression) {
          evaluations++;
          // As computeVariables: an earlier variable by its value, else a field's answer.
          const scope = {
            read: (name: string) => {
              const k = node.variables.findIndex((at) => graph[at]?.name === name);
              return k >= 0 ? before[k] : getOwn(values, name);
            },
            points,
          };
          results[index] = evaluateExpression(node.expression, scope);
        } else results[index] = null;
      }
      return results[index] as ExpressionValue;
    };
    return valueAt;
  };

  const indexOf = new Map<string, number>();
  graph.forEach((node, index) => {
    if (!indexOf.has(node.name)) indexOf.set(node.name, index);
  });

  return {
    reader: (values) => {
      const valueAt = pass(values);
      return (name) => {
        const index = indexOf.get(name);
        return index === undefined ? undefined : valueAt(index);
      };
    },
    compute(values) {
      const valueAt = pass(values);
      let changed = last === null;
      const next: Record<string, ExpressionValue> = Object.create(null);
      graph.forEach((node, index) => {
        const value = valueAt(index);
        if (!changed && !Object.is(value, last?.[node.name])) changed = true;
        next[node.name] = value;
      });
      if (changed || !last) last = { ...next };
      return last;
    },
    get evaluations() {
      return evaluations;
    },
  };
}

const pageSessions = new WeakMap<readonly Variable[], WeakMap<readonly Block[], VariableSession>>();

/**
 * The page's {@link VariableSession} for a document: one per document, so
 * the conditions, the pipes and the page titles of a form share it; with
 * `isFresh` (a page rendered on the server) a new one, so no answers stay in
 * memory there.
 *
 * @example
 * blockVisibility(blocks, answers, variables, pageVariableSession({ blocks, variables }).reader);
 */
export function pageVariableSession(
  document: { blocks: readonly Block[]; variables: readonly Variable[] },
  isFresh = false,
): VariableSession {
  if (isFresh) return variableSession(document);
  let byBlocks = pageSessions.get(document.variables);
  if (!byBlocks) {
    byBlocks = new WeakMap();
    pageSessions.set(document.variables, byBlocks);
  }
  let session = byBlocks.get(document.blocks);
  if (!session) {
    session = variableSession(document);
    byBlocks.set(document.blocks, session);
  }
  return session;
}
