import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a ranking: only those every field has,
 * and its options (core's `hasOptions`).
 *
 * @example
 * rankingEditor.title; // "Ranking"
 */
export const rankingEditor: FieldEditor = {
  title: "Ranking",
  hint: "Put every option in order",
  keywords: ["order", "sort", "rank", "prioritise", "prioritize", "priority", "drag"],
  hasPlaceholder: false,
  defaultValue: "none",
};
