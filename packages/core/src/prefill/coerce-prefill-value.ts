import { type FieldBlock, fieldDocumentOf } from "../field-types/document-list";
import type { SubmissionValue } from "../validation/submission-value";

/**
 * Turns one value parsed from the query string (a string, an array of
 * strings, or a nested object) into a default value for a field, or
 * `undefined` when it does not fit the field, as its type's `coercePrefill`
 * (in `document/<type>-block-schema.ts`) decides:
 * - text, textarea: a non-blank string, as given (not one with a NUL, which
 *   `%00` decodes to and no field may hold);
 * - number: a decimal string ("3.50" -> 3.5);
 * - radio, single select: a string that is an option value (or any created
 *   value for a creatable select);
 * - checkbox group, multi select: a string or an array of strings; values that
 *   are not options are dropped one by one, repeats kept once, and nothing
 *   left means no value;
 * - checkbox: "true", "1", "on" -> true; "false", "0", "off" -> false (any case).
 * Nested objects and arrays where one value is expected are dropped, and so
 * is any value longer than its field could hold (text 1,000 and textarea
 * 10,000 code points, a number's text 100 characters, a created choice 200),
 * measured before anything else reads it. Rules such as maxLength are not
 * applied here: the respondent sees the value and
 * the form's validation reports it on submit, like anything typed.
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
