import {
  type FieldBlock,
  type FormDocument,
  getFieldBlocks,
  type SubmissionValues,
} from "@formwright/core";

/**
 * The values a filling starts from: each field's `defaultValue`, overridden by
 * what the query string prefills.
 */
export function initialValues(
  document: FormDocument,
  prefill: SubmissionValues,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const block of getFieldBlocks(document)) {
    const prefilled = Object.hasOwn(prefill, block.name) ? prefill[block.name] : undefined;
    values[block.name] = prefilled ?? block.defaultValue ?? emptyValue(block);
  }
  return values;
}

/** What each widget holds when nothing is chosen or typed. */
function emptyValue(block: FieldBlock): unknown {
  switch (block.type) {
    case "checkbox":
      return false;
    case "checkboxGroup":
      return [];
    case "select":
      return block.multi ? [] : null;
    case "radio":
      return null;
    case "number":
      return undefined;
    default:
      return "";
  }
}
