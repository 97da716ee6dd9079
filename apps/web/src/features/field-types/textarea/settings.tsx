import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a textarea: only those every field has.
 *
 * @example
 * textareaEditor.title; // "Textarea"
 */
export const textareaEditor: FieldEditor = {
  title: "Textarea",
  hint: "Several lines of text",
  hasPlaceholder: true,
  defaultValue: "longText",
};
