import { FIELD_DOCUMENT_REGISTRY } from "../field-types/document-list";

/**
 * The most code points an answer of this block type holds when it is typed
 * text (`text`, `textarea`, `hidden`), else undefined; for input of unknown
 * shape (any `type`).
 *
 * @example
 * textMaxLengthOf("textarea"); // 10000
 * textMaxLengthOf("radio"); // undefined
 */
export function textMaxLengthOf(type: unknown): number | undefined {
  if (typeof type !== "string" || !Object.hasOwn(FIELD_DOCUMENT_REGISTRY, type)) return undefined;
  return FIELD_DOCUMENT_REGISTRY[type as keyof typeof FIELD_DOCUMENT_REGISTRY].textMaxLength;
}
