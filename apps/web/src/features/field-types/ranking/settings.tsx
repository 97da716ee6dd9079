import type { FieldEditor } from "../field-editor";
import { CorrectOrderSettings, readCorrectOrder, writeCorrectOrder } from "./correct-order";

/**
 * The editor's settings of a ranking: those every field has, its options
 * (core's `hasOptions`) and its "Correct order" (`correctOrder`, for quizzes).
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
  Groups: CorrectOrderSettings,
  ownSettings: ["scoresOrder", "correctOrder"],
  readOwn: readCorrectOrder,
  writeOwn: writeCorrectOrder,
};
