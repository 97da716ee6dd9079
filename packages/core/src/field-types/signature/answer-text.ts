import { parseFileRef } from "../../files/file-ref";
import { isPlainObject } from "../../utils/is-plain-object";
import type { AnswerField, AnswerWordsContext } from "../field-type-definition";

/**
 * A signature answer in words: the typed name, then "Signed" and the
 * drawing's file name when there is a drawing (`context.labels.signed` in
 * the reader's words).
 *
 * @example
 * signatureAnswerText({ name: "Ada", file: drawing }); // "Ada: Signed (signature.png)"
 * signatureAnswerText({ name: "Ada", file: null }); // "Ada"
 */
export function signatureAnswerText(
  value: unknown,
  _field?: AnswerField,
  context?: AnswerWordsContext,
): string {
  if (!isPlainObject(value)) return "";
  const record = value as Record<string, unknown>;
  const name = typeof record.name === "string" ? record.name.trim() : "";
  const file = parseFileRef(record.file);
  if (!file) return name;
  const signed = `${context?.labels?.signed ?? "Signed"} (${file.name})`;
  return name ? `${name}: ${signed}` : signed;
}
