import type { RuleName } from "../../document/field-rules-schema";

/** The rules of text and textarea fields. */
export const TEXT_RULES: readonly RuleName[] = [
  "minLength",
  "maxLength",
  "pattern",
  "email",
  "url",
];

/** The rules of text fields: those of textarea fields, and `phone`. */
export const TEXT_LINE_RULES: readonly RuleName[] = [...TEXT_RULES, "phone"];

/**
 * A saved text answer: any string.
 *
 * @example
 * restoreText(block, 3); // undefined
 */
export function restoreText(_block: unknown, value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
