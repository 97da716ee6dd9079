import type { FieldType } from "@formwright/core";
import { FIELD_RESULTS } from "../field-types/admin-list";
import type { FieldResults } from "../field-types/field-results";

const NONE: FieldResults = {};

/**
 * How the submissions page shows a field type's answers (its entry in
 * `FIELD_RESULTS`); a type this build does not know has no chart and reads
 * as words.
 *
 * @example
 * fieldResultsOf(field.type).Answer; // FileAnswer for a file field, undefined for a text
 */
export function fieldResultsOf(type: string): FieldResults {
  // The API gives a field's type as a string.
  return Object.hasOwn(FIELD_RESULTS, type) ? FIELD_RESULTS[type as FieldType] : NONE;
}
