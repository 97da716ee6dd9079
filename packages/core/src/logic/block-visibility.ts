import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import { getOwn } from "../utils/get-own";
import { conditionVariables } from "./condition-variables";
import { type ConditionAnswer, isVisiblePrepared, prepareAnswer } from "./evaluate-condition";

/** Which blocks a form shows for some answers: `shown[i]` for `blocks[i]`, and the answers of shown fields. */
export interface BlockVisibility {
  shown: boolean[];
  /** The answers of the fields that are shown (a hidden field's answer is dropped). */
  values: Record<string, unknown>;
}

/**
 * Decides, in one pass in document order, which blocks are shown for these
 * answers. A condition reads only earlier fields, and a hidden field counts
 * as unanswered, so a block that depends on a hidden one follows it. A page
 * block's conditions decide for every block of its page (up to the next page
 * block): a skipped page's fields are hidden like hidden blocks. The
 * browser (what the respondent sees), the server (what is validated and
 * stored), the preview and the exports all call this one function. Each
 * answer a condition reads is prepared once (see `prepareAnswer`), so the
 * work is that of reading each such answer once plus each condition's own
 * (see `checkConditionCosts`).
 *
 * A condition may name one of the document's `variables` (issue 32): it reads
 * the variable's value computed from the answers of the fields shown so far
 * (every field it reads comes earlier, so that is its value), by the
 * evaluator `loadConditionVariables` loads. Pass the document's `variables`
 * whenever it has some; `readVariables` reads them instead of a fresh
 * evaluator (a page's `variableSession`, which evaluates a variable again
 * only when what it reads changed).
 *
 * @example
 * blockVisibility(document.blocks, { role: "other" }).shown; // [true, true]
 */
export function blockVisibility(
  blocks: readonly Block[],
  answers: Readonly<Record<string, unknown>>,
  variables?: readonly Variable[],
  readVariables?: (values: Readonly<Record<string, unknown>>) => (name: string) => unknown,
): BlockVisibility {
  const values: Record<string, unknown> = {};
  // A variable a condition names, read from the answers shown so far (made on first use).
  let variableOf: ((name: string) => unknown) | undefined;
  // A variable's name is never a block's (the document refuses it).
  const names = variables?.length ? new Set(variables.map((v) => v.name)) : undefined;
  const read = (name: string) => {
    if (!names?.has(name)) return getOwn(values, name);
    // Loaded with the document's field types (see loadConditionVariables).
    variableOf ??= (
      readVariables ?? conditionVariables()!.variableReader({ blocks, variables: variables! })
    )(values);
    return variableOf(name);
  };
  // Each answer is prepared (trimmed, lowered) once, however many conditions read it.
  const prepared = new Map<string, ConditionAnswer>();
  const shownAnswer = (name: string) => {
    let answer = prepared.get(name);
    if (answer === undefined) {
      answer = prepareAnswer(read(name));
      prepared.set(name, answer);
    }
    return answer;
  };
  // A skipped page (its page block's conditions do not hold) hides all its blocks.
  let isPageShown = true;
  const shown = blocks.map((block) => {
    if (block.type === "page") {
      isPageShown = isVisiblePrepared(block.visibleWhen, shownAnswer);
      return isPageShown;
    }
    const visible = isPageShown && isVisiblePrepared(block.visibleWhen, shownAnswer);
    if (visible && isFieldBlock(block)) {
      const answer = getOwn(answers, block.name);
      if (answer !== undefined) {
        values[block.name] = answer;
        prepared.delete(block.name);
      }
    }
    return visible;
  });
  return { shown, values };
}

/**
 * Whether any block of the document has a condition (a form without any
 * skips the work).
 *
 * @example
 * hasConditions(document.blocks); // false
 */
export function hasConditions(blocks: readonly Block[]): boolean {
  return blocks.some((block) => block.visibleWhen !== undefined);
}
