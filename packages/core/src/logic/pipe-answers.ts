import type { WordsField } from "../answers/answer-words";
import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import type { FieldBlock } from "../field-types/document-list";
import type { AnswerWordsContext } from "../field-types/field-type-definition";
import { fieldTypeOf } from "../field-types/registry";
import { getOwn } from "../utils/get-own";
import { blockVisibility } from "./block-visibility";
import { type ExpressionValue, toText as expressionText } from "./expressions/expression-values";
import { isAnswered } from "./is-answered";
import { PIPE, PIPED_CHOICE_KEYS, PIPED_KEYS, pipedTextsAt } from "./piped-texts";

export { hasPipes, pipedNames, pipedTextsAt, pipedTextsOf } from "./piped-texts";

/** What may follow a dropped pipe for the spaces before it to go too: a space, a mark, the end. */
const ENDS_PIECE = /^(?:\s|[.,;:!?)\]}\u2026\u061f\u060c\u3001\u3002]|$)/u;

/**
 * A text with each `{{name}}` replaced by that field's answer as text. An
 * answer that is empty (unanswered, hidden, or no such field) says the
 * fallback the author gave, `{{email|your address}}`. With no fallback the
 * pipe is dropped with what joined it to the text, so no stray space or
 * punctuation is left: the spaces before it go when a space, a punctuation
 * mark or the end follows (`Write to {{email}} soon` → `Write to soon`), then
 * a comma or semicolon left just before a mark or the end goes too (`Thanks,
 * {{name}}!` → `Thanks!`); at the start of the text, the comma and spaces
 * after it go (`{{name}}, welcome` → `welcome`). The result is text, never
 * HTML: callers render it as text like any author text.
 *
 * @example
 * pipeAnswers("Thanks, {{firstName}}!", (name) => (name === "firstName" ? "Ada" : "")); // "Thanks, Ada!"
 * pipeAnswers("Thanks, {{firstName}}!", () => ""); // "Thanks!"
 * pipeAnswers("We write to {{email|your address}}.", () => ""); // "We write to your address."
 */
export function pipeAnswers(text: string, textOf: (name: string) => string): string {
  if (!text.includes("{{")) return text;
  let piped = "";
  let rest = 0;
  for (const match of text.matchAll(PIPE)) {
    piped += text.slice(rest, match.index);
    rest = match.index + match[0].length;
    const answer = textOf(match[1] as string);
    const said = answer !== "" ? answer : (match[2] ?? "").trim();
    if (said !== "") {
      piped += said;
      continue;
    }
    const after = text.slice(rest);
    if (piped.trim() === "") {
      // At the start: the joining comma and spaces after it go.
      const joint = /^\s*[,;]?\s*/u.exec(after)?.[0] ?? "";
      rest += joint.length;
      piped = "";
    } else if (ENDS_PIECE.test(after)) {
      piped = piped.replace(/[^\S\n]+$/u, "");
      if (/^(?:[.,;:!?)\]}\u2026\u061f\u060c\u3001\u3002]|\s*$)/u.test(after)) {
        piped = piped.replace(/[,;\u060c\u3001]$/u, "");
      }
    }
  }
  return piped + text.slice(rest);
}

/**
 * A field's answer as a piped text shows it: in its type's words, as every
 * surface that reads an answer back says it (`answerWords`): a choice by its
 * option's label, a matrix as "Row: Column", an address as its parts and
 * country name, a ticked checkbox "Yes"; dates, times, countries and the
 * product words in `context`'s language when given. Nothing when unanswered
 * (an unticked checkbox too). Asks the type's definition, which the filling
 * browser has loaded (its document registry, with zod, it never loads).
 *
 * @example
 * pipedAnswerText({ type: "radio", name: "r", label: "R", options: [{ value: "am", label: "Morning" }] }, "am"); // "Morning"
 * pipedAnswerText(checkbox, true, { language: "fr", labels: { yes: "Oui" } }); // "Oui"
 */
export function pipedAnswerText(
  block: FieldBlock | undefined,
  value: unknown,
  context: AnswerWordsContext = {},
): string {
  if (!block || !isAnswered(value)) return "";
  const field: WordsField = block;
  return fieldTypeOf(block.type).answerText(value, field, context);
}

/**
 * The block with each of its piped texts ({@link pipedTextsAt}) mapped: the
 * same object when none changes.
 */
function mapPipedTexts<TBlock>(block: TBlock, map: (text: string) => string): TBlock {
  const record = block as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  for (const key of PIPED_KEYS) {
    const value = record[key];
    if (typeof value !== "string") continue;
    const mapped = map(value);
    if (mapped === value) continue;
    next ??= { ...record };
    next[key] = mapped;
  }
  for (const key of PIPED_CHOICE_KEYS) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    let isChanged = false;
    const choices = list.map((choice: unknown) => {
      if (typeof choice !== "object" || choice === null || !("label" in choice)) return choice;
      if (typeof choice.label !== "string") return choice;
      const label = map(choice.label);
      if (label === choice.label) return choice;
      isChanged = true;
      return { ...choice, label };
    });
    if (!isChanged) continue;
    next ??= { ...record };
    next[key] = choices;
  }
  return (next ?? block) as TBlock;
}

/**
 * The block with its piped texts ({@link pipedTextsOf}) filled in from
 * `textOf` ({@link pipeAnswers}); a choice keeps its value.
 *
 * @example
 * pipeBlock({ type: "paragraph", text: "Hi {{name}}" }, () => "Ada"); // { type: "paragraph", text: "Hi Ada" }
 */
export function pipeBlock<TBlock extends Block>(
  block: TBlock,
  textOf: (name: string) => string,
): TBlock {
  return mapPipedTexts(block, (text) => pipeAnswers(text, textOf));
}

/**
 * A text with each pipe of the field `from` naming `to` instead, its
 * fallback kept (`{{first|you}}` → `{{firstName|you}}`).
 *
 * @example
 * renamePipes("Hi {{ first | you }}", "first", "firstName"); // "Hi {{firstName|you}}"
 */
export function renamePipes(text: string, from: string, to: string): string {
  if (!text.includes("{{")) return text;
  return text.replace(PIPE, (whole, name: string, fallback: string | undefined) => {
    if (name !== from) return whole;
    return fallback === undefined ? `{{${to}}}` : `{{${to}|${fallback.trim()}}}`;
  });
}

/**
 * A block (document or editor draft) as it reads after the field `from` was
 * renamed `to`: the pipes of every text {@link pipedTextsAt} lists follow it;
 * the same object when none names it.
 *
 * @example
 * renameBlockPipes({ type: "page", title: "For {{first}}" }, "first", "name").title; // "For {{name}}"
 */
export function renameBlockPipes<TBlock extends object>(
  block: TBlock,
  from: string,
  to: string,
): TBlock {
  return mapPipedTexts(block, (text) => renamePipes(text, from, to));
}

/**
 * A message (the confirmation) with each `{{name}}` replaced by that answer
 * in words ({@link pipedAnswerText}; in `context`'s language when given, as
 * stored without one); a field its conditions hide shows nothing.
 *
 * @example
 * pipeDocumentText(document, "Thanks, {{name}}!", { name: "Ada" }); // "Thanks, Ada!"
 * pipeDocumentText(document, "{{day}}", { day: "2026-03-07" }, { language: "fr" }); // "7 mars 2026"
 */
export function pipeDocumentText(
  document: { blocks: readonly Block[]; variables?: readonly Variable[] },
  text: string,
  answers: Readonly<Record<string, unknown>>,
  context: AnswerWordsContext = {},
  /** The form's variables for these answers (core's `computeVariables`), when it has any. */
  variables: Readonly<Record<string, ExpressionValue>> = {},
): string {
  if (!text.includes("{{")) return text;
  const { values } = blockVisibility(document.blocks, answers, document.variables);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  return pipeAnswers(text, pipedTextOf(fields, values, variables, context));
}

/**
 * What `{{name}}` says for these answers (those of shown fields): a field's
 * answer in words ({@link pipedAnswerText}), a variable's value as text
 * (`12.5`, `true`, a text; computed by the caller, so the expression
 * language is loaded only where a form has variables), or nothing.
 *
 * @example
 * pipedTextOf(fields, { qty: 2 }, { total: 10 })("total"); // "10"
 */
export function pipedTextOf(
  fields: ReadonlyMap<string, FieldBlock>,
  values: Readonly<Record<string, unknown>>,
  variables: Readonly<Record<string, ExpressionValue>>,
  context: AnswerWordsContext = {},
): (name: string) => string {
  return (name) => {
    const field = fields.get(name);
    if (field || !Object.hasOwn(variables, name)) {
      return pipedAnswerText(field, getOwn(values, name), context);
    }
    return expressionText(variables[name]);
  };
}
