import { type Block, blockVisibility, conditionVariables, type Variable } from "@formwright/core";
import { variableSessionOf } from "./form-variables";

/**
 * The fields some condition reads, in document order. A condition that names
 * a variable (issue 32) reads the fields the variable reads (the parser that
 * knows them loads with the form's variables, see `useFieldTypes`).
 */
export function conditionFields(
  blocks: readonly Block[],
  variables?: readonly Variable[],
): string[] {
  const names = new Set<string>();
  const ofVariables = variables?.length
    ? conditionVariables()?.variableFields(variables)
    : undefined;
  for (const block of blocks) {
    for (const condition of block.visibleWhen?.all ?? block.visibleWhen?.any ?? []) {
      const fields = ofVariables?.get(condition.field);
      if (fields) for (const field of fields) names.add(field);
      else names.add(condition.field);
    }
  }
  return [...names];
}

/** What a form's conditions read, and the last pass made of it (in the browser). */
interface PagePass {
  variables: readonly Variable[] | undefined;
  /** The fields some condition reads (`conditionFields`). */
  names: readonly string[];
  /** Their answers at the last pass, and what it showed. */
  read?: readonly unknown[];
  shown?: readonly boolean[];
}

const passes = new WeakMap<readonly Block[], PagePass>();

function passOf(source: { blocks: readonly Block[]; variables?: readonly Variable[] }): PagePass {
  let pass = passes.get(source.blocks);
  if (!pass || pass.variables !== source.variables) {
    pass = { variables: source.variables, names: conditionFields(source.blocks, source.variables) };
    passes.set(source.blocks, pass);
  }
  return pass;
}

/**
 * Which blocks of a form are shown (core's `blockVisibility`, the server's
 * evaluator) for these answers, which must hold at least the fields its
 * conditions read (`conditionFields`). The page's readers of visibility (the
 * conditions' blocks, the pipes, the page titles) each ask on a keystroke:
 * in the browser the pass is made once per change of the answers conditions
 * read and shared (each answer compared with `Object.is`); on the server
 * (a post without scripts rendered again) every call makes its own, so no
 * answers stay in memory there.
 *
 * @example
 * shownBlocks({ blocks, variables }, { plan: "pro" }); // [true, false, true]
 */
export function shownBlocks(
  source: { blocks: readonly Block[]; variables?: readonly Variable[] },
  answers: Readonly<Record<string, unknown>>,
): readonly boolean[] {
  const pass = passOf(source);
  const read = pass.names.map((name) => (Object.hasOwn(answers, name) ? answers[name] : undefined));
  if (pass.shown && pass.read?.every((answer, i) => Object.is(answer, read[i]))) return pass.shown;
  const { shown } = blockVisibility(
    source.blocks,
    answers,
    source.variables,
    variableSessionOf(source)?.reader,
  );
  if (typeof window !== "undefined") {
    pass.read = read;
    pass.shown = shown;
  }
  return shown;
}

/**
 * The answers among `names` whose fields are shown (`shownBlocks`): what
 * core's `blockVisibility` gives as `values` for them, from the shared pass.
 *
 * @example
 * shownAnswers(document, answers, ["name"]); // { name: "Ada" }, or {} while its field is hidden
 */
export function shownAnswers(
  source: { blocks: readonly Block[]; variables?: readonly Variable[] },
  answers: Readonly<Record<string, unknown>>,
  names: readonly string[],
  positions: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const shown = shownBlocks(source, answers);
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const position = positions.get(name);
    const answer = Object.hasOwn(answers, name) ? answers[name] : undefined;
    if (position !== undefined && shown[position] && answer !== undefined) values[name] = answer;
  }
  return values;
}
