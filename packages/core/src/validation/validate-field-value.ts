import type { FieldBlock } from "../field-types/document-list";
import { getFieldValidator } from "./get-field-validator";
import type { FieldValidationResult } from "./submission-value";

/**
 * Validates one field's value with exactly the rules and messages of the
 * submission validator, for widgets that check a field on its own.
 * `{ value: undefined }` means "optional and left empty".
 *
 * @example
 * validateFieldValue({ block: { type: "number", name: "age", label: "Age" }, value: "42" });
 * // { value: 42 }
 */
export function validateFieldValue({
  block,
  value,
}: {
  block: FieldBlock;
  value: unknown;
}): FieldValidationResult {
  return getFieldValidator(block)(value);
}
