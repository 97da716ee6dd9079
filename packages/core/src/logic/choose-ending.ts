import type { Block } from "../document/block-schema";
import type { Ending } from "../document/endings-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import type { AnswerWordsContext } from "../field-types/field-type-definition";
import { getOwn } from "../utils/get-own";
import { blockVisibility } from "./block-visibility";
import { computeVariables, fieldPoints } from "./compute-variables";
import { isVisible } from "./evaluate-condition";
import { pipeAnswers, pipedTextOf } from "./pipe-answers";

/** An ending as the respondent gets it: its texts and link with the answers piped in. */
export interface ChosenEnding {
  id: string;
  title: string;
  text: string | null;
  /** https only; each piped value URL-encoded. */
  redirectUrl: string | null;
}

/**
 * The ending a submission gets (issue 32 §3): the first of the document's
 * `endings` whose `when` holds for the answers of the fields shown and the
 * variables computed from them (an ending without `when` always holds), with
 * answers and variables piped into its title and text and, URL-encoded, into
 * its `redirectUrl`; null when none holds (the form's usual confirmation).
 * The browser and the server call this one function.
 *
 * @example
 * chooseEnding(document, { score: 9 })?.id; // "high"
 */
export function chooseEnding(
  document: {
    blocks: readonly Block[];
    variables?: readonly Variable[];
    endings?: readonly Ending[];
  },
  answers: Readonly<Record<string, unknown>>,
  context: AnswerWordsContext = {},
): ChosenEnding | null {
  if (!document.endings?.length) return null;
  const { values } = blockVisibility(document.blocks, answers, document.variables);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  const variables = document.variables?.length
    ? computeVariables(document.variables, {
        answer: (name) => getOwn(values, name),
        points: fieldPoints(fields, values),
      })
    : {};
  const read = (name: string) =>
    fields.has(name) || !Object.hasOwn(variables, name) ? getOwn(values, name) : variables[name];
  const ending = document.endings.find((e) => isVisible(e.when, read));
  if (!ending) return null;
  const textOf = pipedTextOf(fields, values, variables, context);
  return {
    id: ending.id,
    title: pipeAnswers(ending.title, textOf),
    text: ending.text ? pipeAnswers(ending.text, textOf) : null,
    redirectUrl: ending.redirectUrl
      ? pipeAnswers(ending.redirectUrl, (name) => encodeURIComponent(textOf(name)))
      : null,
  };
}
