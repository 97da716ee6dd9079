import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a number field: only those every field has.
 *
 * @example
 * numberEditor.title; // "Number"
 */
export const numberEditor: FieldEditor = {
  title: "Number",
  hint: "A decimal number",
  keywords: ["numeric", "integer", "decimal", "amount", "quantity", "age", "price", "count"],
  hasPlaceholder: true,
  defaultValue: "number",
};
