import type { NumberInputValue } from "@formwright/fields";
import { isRecord } from "../block-types/draft-values";
import type { DraftSettings } from "../draft-types";

/** Days a respondent may edit their answers when the editor turns editing on. */
export const DEFAULT_EDITING_DAYS = 7;

/** The `editing` setting (issue 33 §4) as the editor's inputs hold it. */
export interface EditingValues {
  /** "Let respondents edit their answers after sending". */
  isEditable: boolean;
  /** "For how many days": as typed (text the document check then names). */
  editingDays: NumberInputValue;
}

/** The inputs that edit `editing`, by the document key they write: where a problem there is shown. */
export const EDITING_INPUTS = { allowedForDays: "editingDays" } as const;

/**
 * The inputs' values for a document's `editing`.
 *
 * @example
 * toEditingValues({ allowedForDays: 7 }); // { isEditable: true, editingDays: 7 }
 */
export function toEditingValues(editing: unknown): EditingValues {
  if (!isRecord(editing)) return { isEditable: false, editingDays: DEFAULT_EDITING_DAYS };
  const days = editing.allowedForDays;
  return {
    isEditable: true,
    editingDays: typeof days === "number" || typeof days === "string" ? days : "",
  };
}

/**
 * Writes the inputs' `editing` into `next`: absent when unticked, else the
 * days as typed (a wrong number is named by the document check at
 * `editing.allowedForDays`).
 */
export function fromEditingValues(values: EditingValues, next: DraftSettings): void {
  if (!values.isEditable) {
    delete next.editing;
    return;
  }
  const days = values.editingDays;
  next.editing = {
    allowedForDays: typeof days === "string" && days.trim() === "" ? DEFAULT_EDITING_DAYS : days,
  };
}
