import { isPlainObject } from "../../utils/is-plain-object";
import { isEmptyValue } from "../../validation/is-empty-value";
import type { AnswerField, AnswerWordsContext, InnerAnswerField } from "../field-type-definition";

/** The words of one inner answer (the inner type's own `answerText`). */
export type InnerWords = (
  field: InnerAnswerField,
  value: unknown,
  context?: AnswerWordsContext,
) => string;

function itemText(
  item: Record<string, unknown>,
  field: AnswerField,
  words: InnerWords,
  context: AnswerWordsContext | undefined,
): string {
  // An item left empty (as the widget starts one) says nothing.
  if (Object.values(item).every(isEmptyValue)) return "";
  const parts: string[] = [];
  const known = new Set<string>();
  for (const inner of field.blocks ?? []) {
    known.add(inner.name);
    const value = Object.hasOwn(item, inner.name) ? item[inner.name] : undefined;
    if (value === undefined || value === null) continue;
    const text = words(inner, value, context);
    if (text !== "") parts.push(`${inner.label}: ${text}`);
  }
  // An answer of a field a later version dropped still reads, by its name.
  for (const [key, value] of Object.entries(item)) {
    if (!known.has(key) && value !== undefined && value !== null) {
      parts.push(`${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
    }
  }
  return parts.join("; ");
}

/**
 * A group answer as people read it: each item on a line of its own, named
 * ("Attendee 2: Name: Ada; Email: ada@example.com"), its inner answers as
 * their types say them (`words`); a group without `repeat` is one such line
 * without the item's name. An item left empty is left out (the others keep
 * their numbers); nothing answered reads as "".
 *
 * @example
 * groupAnswerText([{ name: "Ada" }], { itemLabel: "Attendee", blocks }, words);
 * // "Attendee 1: Name: Ada"
 */
export function groupAnswerText(
  value: unknown,
  field: AnswerField,
  words: InnerWords,
  context?: AnswerWordsContext,
): string {
  if (isPlainObject(value)) return itemText(value, field, words, context);
  if (!Array.isArray(value)) return "";
  const item = field.itemLabel ?? field.label ?? "";
  return value
    .flatMap((entry: unknown, index) => {
      const text = isPlainObject(entry) ? itemText(entry, field, words, context) : "";
      return text === "" ? [] : [`${item} ${index + 1}: ${text}`];
    })
    .join("\n");
}
