import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a checkbox group: only those every field has,
 * and its options (core's `hasOptions`).
 *
 * @example
 * checkboxGroupEditor.title; // "Checkbox group"
 */
export const checkboxGroupEditor: FieldEditor = {
  title: "Checkbox group",
  hint: "Any number of choices",
  keywords: ["multiple answers", "multi-select", "checklist", "tick boxes", "choices", "options"],
  hasPlaceholder: false,
  defaultValue: "choices",
};
