import {
  type FieldBlock,
  type FieldError,
  type FormDocument,
  fieldDocumentOf,
  formPages,
  getFieldBlocks,
  messages,
  validateFieldValue,
} from "@formwright/core";

/** What {@link checkDraftAnswers} answers: the answers to keep, or what does not fit. */
export type DraftAnswersResult =
  | { success: true; values: Record<string, unknown> }
  | { success: false; fieldErrors: FieldError[] };

/** The message for an answer whose shape or size no field of this type takes. */
export const DRAFT_ANSWER_DOES_NOT_FIT = "This answer does not fit the field";

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Whether a started answer has a shape and size the field takes, whatever
 * else is still wrong with it: a draft keeps an email half typed or a
 * required field left empty, but never a value of the wrong type, an option
 * the field does not offer, or text past the field's length cap. The type
 * says (its `draftFits`); a type that does not keeps only what a submit
 * would take.
 */
function fitsField(block: FieldBlock, value: unknown): boolean {
  const draftFits = fieldDocumentOf(block.type).draftFits;
  if (draftFits) return draftFits(block, value);
  return !("error" in validateFieldValue({ block, value }));
}

/**
 * Checks the answers of a draft ("Save and continue later") against a form
 * version: no field is required and an answer may still be wrong (a half
 * typed email), but every answer must have the shape and size its field
 * takes, and every key must be a field of the form, as for a submit. Empty
 * answers are left out.
 *
 * @example
 * checkDraftAnswers(document, { email: "ada@" }); // { success: true, values: { email: "ada@" } }
 */
export function checkDraftAnswers(document: FormDocument, data: unknown): DraftAnswersResult {
  if (!isPlainRecord(data)) {
    return { success: false, fieldErrors: [{ name: "", message: messages.notAnObject() }] };
  }
  const values: Record<string, unknown> = {};
  const fieldErrors: FieldError[] = [];
  const names = new Set<string>();
  for (const block of getFieldBlocks(document)) {
    names.add(block.name);
    if (!Object.hasOwn(data, block.name)) continue;
    const value = data[block.name];
    if (isEmpty(value)) continue;
    if (fitsField(block, value)) values[block.name] = value;
    else fieldErrors.push({ name: block.name, message: DRAFT_ANSWER_DOES_NOT_FIT });
  }
  for (const key of Object.keys(data)) {
    if (!names.has(key)) fieldErrors.push({ name: key, message: messages.unknownField(key) });
  }
  return fieldErrors.length > 0 ? { success: false, fieldErrors } : { success: true, values };
}

/**
 * The number of pages of a form (its page breaks plus one): the highest
 * `step` a draft may record. Skipped pages count, as `?step=` counts them.
 *
 * @example
 * pageCount({ blocks: [text("a"), { type: "page" }, text("b")] }); // 2
 */
export function pageCount(document: Pick<FormDocument, "blocks">): number {
  return formPages(document.blocks).length;
}
