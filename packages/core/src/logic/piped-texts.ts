import type { Block } from "../document/block-schema";

/**
 * Where pipes are (`{{name}}` in the texts a respondent reads), without what
 * fills them in (pipe-answers.ts): a form's browser code asks `hasPipes` of
 * every block, and only a block that has pipes loads the rest.
 */

/** `{{name}}` or `{{name|fallback}}`: the field's name, then what to say when it is unanswered. */
export const PIPE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|([^{}|]*))?\}\}/g;

/**
 * The field names a text pipes in with `{{name}}` (or `{{name|fallback}}`),
 * in order, once each.
 *
 * @example
 * pipedNames("Thanks, {{firstName}}! We write to {{email|your address}}."); // ["firstName", "email"]
 */
export function pipedNames(text: string | undefined): string[] {
  if (!text?.includes("{{")) return [];
  return [...new Set([...text.matchAll(PIPE)].map((match) => match[1] as string))];
}

/** The keys of a block's own texts that may pipe answers in: a field's label and description, a heading's or paragraph's text, a page's title. */
export const PIPED_KEYS = ["label", "description", "text", "title"] as const;

/** The keys of a block's lists of choices whose labels may pipe answers in (options; a grid's rows and columns). */
export const PIPED_CHOICE_KEYS = ["options", "rows", "columns"] as const;

/**
 * Each author text of a block that a respondent reads and that may pipe
 * answers in, with its path in the block: label, description, heading or
 * paragraph text, page title, and the label of each choice (options, a
 * grid's rows and columns). Reads any object, so the document check can ask
 * it before the block is parsed.
 *
 * @example
 * pipedTextsAt({ type: "radio", options: [{ value: "a", label: "For {{name}}" }] });
 * // [{ path: ["options", 0, "label"], text: "For {{name}}" }]
 */
export function pipedTextsAt(block: unknown): { path: (string | number)[]; text: string }[] {
  if (typeof block !== "object" || block === null) return [];
  const record = block as Record<string, unknown>;
  const texts: { path: (string | number)[]; text: string }[] = [];
  for (const key of PIPED_KEYS) {
    const value = record[key];
    if (typeof value === "string") texts.push({ path: [key], text: value });
  }
  for (const key of PIPED_CHOICE_KEYS) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    list.forEach((choice: unknown, index) => {
      const label =
        typeof choice === "object" && choice !== null && "label" in choice
          ? choice.label
          : undefined;
      if (typeof label === "string") texts.push({ path: [key, index, "label"], text: label });
    });
  }
  return texts;
}

/**
 * The author texts of a block that may pipe answers in ({@link pipedTextsAt}).
 *
 * @example
 * pipedTextsOf({ type: "page", title: "Details for {{name}}" }); // ["Details for {{name}}"]
 */
export function pipedTextsOf(block: Block): string[] {
  return pipedTextsAt(block).map((t) => t.text);
}

/**
 * Whether a block's texts ({@link pipedTextsOf}) show an answer (`{{name}}`).
 *
 * @example
 * hasPipes({ type: "paragraph", text: "Thanks, {{firstName}}" }); // true
 */
export function hasPipes(block: Block): boolean {
  return pipedTextsOf(block).some((text) => text.includes("{{"));
}
