import { choiceAnswerText } from "../answers/answer-text";
import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
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
 * A field's answer as a piped text shows it: a choice by its option's label,
 * several joined with ", ", a ticked checkbox "Yes", nothing when unanswered.
 *
 * @example
 * pipedAnswerText({ type: "radio", name: "r", label: "R", options: [{ value: "am", label: "Morning" }] }, "am"); // "Morning"
 */
export function pipedAnswerText(block: Block | undefined, value: unknown): string {
  if (!block || !isAnswered(value)) return "";
  return choiceAnswerText(value, { options: "options" in block ? block.options : undefined });
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
 * as text; a field its conditions hide shows nothing.
 *
 * @example
 * pipeDocumentText(document, "Thanks, {{name}}!", { name: "Ada" }); // "Thanks, Ada!"
 */
export function pipeDocumentText(
  document: { blocks: readonly Block[] },
  text: string,
  answers: Readonly<Record<string, unknown>>,
): string {
  if (!text.includes("{{")) return text;
  const { values } = blockVisibility(document.blocks, answers);
  const fields = new Map(document.blocks.filter(isFieldBlock).map((block) => [block.name, block]));
  return pipeAnswers(text, (name) => pipedAnswerText(fields.get(name), values[name]));
}
