import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a radio group: only those every field has,
 * and its options (core's `hasOptions`).
 *
 * @example
 * radioEditor.title; // "Radio group"
 */
export const radioEditor: FieldEditor = {
  title: "Radio group",
  hint: "One choice among a few options",
  keywords: ["single choice", "multiple choice", "one option", "options", "buttons"],
  hasPlaceholder: false,
  defaultValue: "choice",
};
