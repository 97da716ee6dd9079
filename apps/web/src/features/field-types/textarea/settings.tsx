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
  keywords: ["long answer", "paragraph", "multiline", "comment", "message", "essay", "free text"],
  hasPlaceholder: true,
  defaultValue: "longText",
};
