import type { WordsField } from "../answers/answer-words";
import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { FieldBlock } from "../field-types/document-list";
import type { AnswerWordsContext } from "../field-types/field-type-definition";
import { fieldTypeOf } from "../field-types/registry";
import { blockVisibility } from "./block-visibility";
import { isAnswered } from "./is-answered";

const PIPE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * The field names a text pipes in with `{{name}}`, in order, once each.
 *
 * @example
 * pipedNames("Thanks, {{firstName}}!"); // ["firstName"]
 */
export function pipedNames(text: string | undefined): string[] {
  if (!text?.includes("{{")) return [];
  return [...new Set([...text.matchAll(PIPE)].map((match) => match[1] as string))];
}

/**
 * A text with each `{{name}}` replaced by that field's answer as text (empty
 * when unanswered or unknown). The result is text, never HTML: callers render
 * it as text like any author text.
 *
 * @example
 * pipeAnswers("Thanks, {{firstName}}!", (name) => (name === "firstName" ? "Ada" : "")); // "Thanks, Ada!"
 */
export function pipeAnswers(text: string, textOf: (name: string) => string): string {
  return text.includes("{{") ? text.replace(PIPE, (_, name: string) => textOf(name)) : text;
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

/** The author texts of a block that may pipe answers in: label, description, heading or paragraph text. */
export function pipedTextsOf(block: Block): string[] {
  const texts: string[] = [];
  if ("label" in block && typeof block.label === "string") texts.push(block.label);
  if ("description" in block && typeof block.description === "string")
    texts.push(block.description);
  if ((block.type === "heading" || block.type === "paragraph") && typeof block.text === "string") {
    texts.push(block.text);
  }
  return texts;
}

/**
 * The block with its piped texts filled in from `textOf`.
 *
 * @example
 * pipeBlock({ type: "paragraph", text: "Hi {{name}}" }, () => "Ada"); // { type: "paragraph", text: "Hi Ada" }
 */
export function pipeBlock<TBlock extends Block>(
  block: TBlock,
  textOf: (name: string) => string,
): TBlock {
  const piped: Record<string, unknown> = { ...block };
  for (const key of ["label", "description", "text"] as const) {
    const value = piped[key];
    if (typeof value === "string") piped[key] = pipeAnswers(value, textOf);
  }
  return piped as TBlock;
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
  document: { blocks: readonly Block[] },
  text: string,
  answers: Readonly<Record<string, unknown>>,
  context: AnswerWordsContext = {},
): string {
  if (!text.includes("{{")) return text;
  const { values } = blockVisibility(document.blocks, answers);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  return pipeAnswers(text, (name) => pipedAnswerText(fields.get(name), values[name], context));
}
