import type { FieldBlock } from "../field-types/document-list";
import { fieldDocumentOf } from "../field-types/document-list";
import type { AnswerField, AnswerWordsContext } from "../field-types/field-type-definition";

/** A field as answer words need it: its type and the labels it offers. */
export type WordsField = Pick<FieldBlock, "type"> & AnswerField;

/**
 * The one way a stored answer becomes words: the field's type says it (its
 * document's `answerText`): choices by their labels, a matrix as "Row:
 * Column" lines, a ranking as its ordered labels, files by name and size, a
 * signature as "Signed", dates and times in `language` when one is given.
 * Mail, the receipt, the no-script answers page, the submissions table and
 * details and the CSV export all call it; none switches on a type's name.
 *
 * @example
 * answerWords({ type: "radio", options: [{ value: "am", label: "Morning" }] }, "am"); // "Morning"
 * answerWords({ type: "checkbox" }, true, { labels: { yes: "Oui", no: "Non" } }); // "Oui"
 */
export function answerWords(
  field: WordsField,
  value: unknown,
  context: AnswerWordsContext = {},
): string {
  if (value === undefined || value === null) return "";
  return fieldDocumentOf(field.type).answerText(value, field, context);
}

/**
 * Whether a respondent may see this field's answer read back to them: every
 * type but those its document marks `isRespondentHidden` (a hidden field).
 *
 * @example
 * isShownToRespondent({ type: "hidden" }); // false
 */
export function isShownToRespondent(field: Pick<FieldBlock, "type">): boolean {
  return fieldDocumentOf(field.type).isRespondentHidden !== true;
}
