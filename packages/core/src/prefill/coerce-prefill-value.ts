import { type FieldBlock, fieldDocumentOf } from "../field-types/document-list";
import type { SubmissionValue } from "../validation/submission-value";

/**
 * Turns one value parsed from the query string (a string, an array of
 * strings, or a nested object) into a default value for a field, or
 * `undefined` when it does not fit the field, as its type's `coercePrefill`
 * (in `field-types/<type>/block.ts`) decides: a choice must be one of the
 * options offered, a number is read from a decimal string ("3.50" -> 3.5),
 * text is kept as given (never with a NUL, which `%00` decodes to and no
 * field may hold). A value of the wrong shape (a nested object, or an array
 * where one value is expected) is dropped, and so is any value longer than
 * its field could hold, measured before anything else reads it. Rules such
 * as maxLength are not applied here: the respondent sees the value and the
 * form's validation reports it on submit, like anything typed.
 *
 * @example
 * coercePrefillValue({ block: { type: "number", name: "qty", label: "Qty" }, raw: "3.50" }); // 3.5
 * coercePrefillValue({ block: { type: "checkbox", name: "ok", label: "OK" }, raw: "on" }); // true
 */
export function coercePrefillValue({
  block,
  raw,
}: {
  block: FieldBlock;
  raw: unknown;
}): SubmissionValue | undefined {
  return fieldDocumentOf(block.type).coercePrefill(block, raw);
}
