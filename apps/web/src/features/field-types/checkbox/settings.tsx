import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a checkbox: only those every field has.
 *
 * @example
 * checkboxEditor.title; // "Checkbox"
 */
export const checkboxEditor: FieldEditor = {
  title: "Checkbox",
  hint: "A single yes/no box",
  keywords: ["yes/no", "consent", "agree", "terms", "opt-in", "boolean", "toggle", "tick"],
  hasPlaceholder: false,
  defaultValue: "flag",
};
