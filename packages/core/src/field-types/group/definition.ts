import { answerText } from "../../answers/answer-text";
import { isPlainObject } from "../../utils/is-plain-object";
import type { FieldTypeDefinition } from "../field-type-definition";
import { areFieldTypesLoaded, type FieldType, fieldTypeOf } from "../registry";
import { groupAnswerText } from "./answer-text";
import type { GroupBlock } from "./block";
import { compileGroupField } from "./compile";

/** An item as the widget starts it: each inner field's empty value. */
export function emptyGroupItem(block: GroupBlock): Record<string, unknown> {
  return Object.fromEntries(
    block.blocks.map((inner) => [inner.name, fieldTypeOf(inner.type).emptyValue(inner)]),
  );
}

function restoreItem(block: GroupBlock, value: unknown): Record<string, unknown> {
  const item = emptyGroupItem(block);
  if (!isPlainObject(value)) return item;
  for (const inner of block.blocks) {
    if (!Object.hasOwn(value, inner.name)) continue;
    const restored = fieldTypeOf(inner.type).restoreValue(inner, value[inner.name]);
    if (restored !== undefined) item[inner.name] = restored;
  }
  return item;
}

/**
 * A group: with `repeat`, `[{ name, email }, …]`, starting with `min` empty
 * items; without, one `{ name, email }`. Its inner fields' types must be
 * loaded too (`loadDocumentFieldTypes` loads the types of every block a
 * group holds).
 *
 * @example
 * groupField.emptyValue(block); // [{ name: "", email: "" }] for min 1
 */
export const groupField: FieldTypeDefinition<GroupBlock> = {
  type: "group",
  compileValidator: compileGroupField,
  emptyValue: (block) =>
    block.repeat === undefined
      ? emptyGroupItem(block)
      : Array.from({ length: block.repeat.min }, () => emptyGroupItem(block)),
  // A saved answer is kept item by item, each inner value as its type restores it.
  restoreValue: (block, value) => {
    if (block.repeat === undefined) return restoreItem(block, value);
    if (!Array.isArray(value)) return undefined;
    return value.slice(0, block.repeat.max).map((item: unknown) => restoreItem(block, item));
  },
  answerText: (value, field, context) =>
    groupAnswerText(
      value,
      field,
      (inner, innerValue, innerContext) =>
        areFieldTypesLoaded([inner.type as FieldType])
          ? fieldTypeOf(inner.type as FieldType).answerText(innerValue, inner, innerContext)
          : answerText(innerValue),
      context,
    ),
};
