import type { FieldBlock } from "@formwright/core";

/**
 * A respondent's answers as plain text, one `Label: answer` line per field,
 * choices by their option labels: what "Copy my answers" and "Download my
 * answers" give when the answers cannot be sent (the form closed).
 *
 * @example
 * answersAsText(blocks, { fullName: "Ada", topics: ["sales"] });
 * // "Full name: Ada\nTopics: Sales"
 */
export function answersAsText(
  blocks: readonly FieldBlock[],
  values: Record<string, unknown>,
  /** A ticked and an unticked checkbox in the page's language (default English). */
  words: { yes: string; no: string } = { yes: "Yes", no: "No" },
): string {
  return blocks
    .map((block) => `${block.label}: ${answerText(block, values[block.name], words)}`)
    .join("\n");
}

function answerText(block: FieldBlock, value: unknown, words: { yes: string; no: string }): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  const options = "options" in block && block.options ? block.options : [];
  const label = (v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(", ");
  return label(value);
}
