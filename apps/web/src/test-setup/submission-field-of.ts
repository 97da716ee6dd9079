import type { FieldBlock } from "@formwright/core";
import type { SubmissionField } from "../features/submissions/submissions-api";

type Choices = SubmissionField["options"];

function choices(block: FieldBlock, key: "options" | "rows" | "columns"): Choices {
  const list = (block as Partial<Record<typeof key, Choices>>)[key];
  return (list ?? []).map(({ value, label }) => ({ value, label }));
}

/**
 * A form's only version's block as the `submissionFields` query gives it to
 * the submissions table and details: its choices, rows and columns by value
 * and label (a checkbox's Yes and No are the API's own, left out here).
 *
 * @example
 * submissionFieldOf({ type: "text", name: "fullName", label: "Full name" });
 * // { name: "fullName", label: "Full name", type: "text", isCurrent: true, options: [], rows: [], columns: [], itemLabel: null, blocks: [] }
 */
export function submissionFieldOf(block: FieldBlock): SubmissionField {
  const inner = "blocks" in block ? block.blocks : [];
  return {
    ...innerFieldOf(block),
    // A group: its inner fields, and what an item is called.
    itemLabel: "blocks" in block ? (block.itemLabel ?? block.label) : null,
    blocks: inner.map(innerFieldOf),
  };
}

function innerFieldOf(block: FieldBlock): SubmissionField["blocks"][number] {
  return {
    name: block.name,
    label: block.label,
    type: block.type,
    isCurrent: true,
    options: choices(block, "options"),
    rows: choices(block, "rows"),
    columns: choices(block, "columns"),
  };
}
