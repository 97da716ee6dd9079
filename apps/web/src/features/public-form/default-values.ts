import {
  type FormDocument,
  fieldTypeOf,
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
    values[block.name] =
      prefilled ??
      ("defaultValue" in block ? block.defaultValue : undefined) ??
      fieldTypeOf(block.type).emptyValue(block);
  }
  return values;
}
