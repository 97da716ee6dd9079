import { answerText } from "../../answers/answer-text";
import { isPlainObject } from "../../utils/is-plain-object";
import { isEmptyValue } from "../../validation/is-empty-value";
import type { SubmissionValue } from "../../validation/submission-value";
import type { FieldBlock } from "../document-list";
import type { CsvColumn, FieldTypeDocument } from "../field-type-definition";
import { groupAnswerText } from "./answer-text";
import type { GroupBlock, GroupInnerBlock } from "./block";

import { GROUP_REMOVE_ITEM_KEY, groupInnerName } from "./item-names";
import { groupItemCountSummary } from "./summary";

/** The document of an inner type, `undefined` for a type this build does not know. */
type DocumentOf = (type: string) => FieldTypeDocument<FieldBlock> | undefined;

/** The items of a prefill: `{ "1": {…}, "3": {…} }` (items from 1, as links write them) or a list. */
function prefillItems(block: GroupBlock, raw: unknown): (unknown | undefined)[] | undefined {
  const max = block.repeat?.max ?? 0;
  if (Array.isArray(raw)) return raw.slice(0, max);
  if (!isPlainObject(raw)) return undefined;
  const items: unknown[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!/^[1-9]\d{0,2}$/.test(key) || Number(key) > max) continue;
    items[Number(key) - 1] = value;
  }
  return items;
}

function prefillItem(
  block: GroupBlock,
  raw: unknown,
  documentOf: DocumentOf,
): Record<string, SubmissionValue> {
  const item: Record<string, SubmissionValue> = {};
  if (!isPlainObject(raw)) return item;
  for (const inner of block.blocks) {
    if (!Object.hasOwn(raw, inner.name)) continue;
    const value = documentOf(inner.type)?.coercePrefill(inner, raw[inner.name]);
    if (value !== undefined) item[inner.name] = value;
  }
  return item;
}

/**
 * A group's prefill (`?attendees.1.name=Ada&attendees.2.name=Bob`, items from
 * 1; `?contact.email=` without `repeat`): each inner value as its own type
 * takes it, items between filled with empty ones, at least `min` items;
 * nothing that fits is `undefined`.
 */
function prefillGroup(
  block: GroupBlock,
  raw: unknown,
  documentOf: DocumentOf,
): SubmissionValue | undefined {
  if (block.repeat === undefined) {
    const item = prefillItem(block, raw, documentOf);
    return Object.keys(item).length > 0 ? (item as SubmissionValue) : undefined;
  }
  const items = prefillItems(block, raw);
  if (!items) return undefined;
  const value = Array.from({ length: Math.max(items.length, block.repeat.min) }, (_, i) =>
    prefillItem(block, items[i], documentOf),
  );
  return value.some((item) => Object.keys(item).length > 0)
    ? (value as unknown as SubmissionValue)
    : undefined;
}

function innerFromPost(
  inner: GroupInnerBlock,
  name: string,
  posted: (name: string) => readonly string[],
  documentOf: DocumentOf,
): unknown {
  const named = { ...inner, name } as GroupInnerBlock;
  const document = documentOf(inner.type);
  if (!document) return undefined;
  return document.fromFormPostEntries
    ? document.fromFormPostEntries(named, posted)
    : document.fromFormPost(named, posted(name));
}

/**
 * A group's answer from a post without scripts: its inner inputs are named
 * `attendees.0.email` (see {@link groupInnerName}); an item is there when
 * any of its inputs was posted (a text input posts even when empty), up to
 * `max`, and not ticked for removal (`attendees.1.$remove`, see
 * {@link GROUP_REMOVE_ITEM_KEY}). An item whose inputs were all left empty is dropped (empty items
 * are added back up to `min`). Each inner answer as its own type reads its post.
 */
function groupFromPost(
  block: GroupBlock,
  posted: (name: string) => readonly string[],
  documentOf: DocumentOf,
): unknown {
  const readItem = (index: number | null) => {
    const item: Record<string, unknown> = {};
    let isPosted = false;
    for (const inner of block.blocks) {
      const name = groupInnerName(block.name, index, inner.name);
      if (posted(name).length > 0) isPosted = true;
      const value = innerFromPost(inner, name, posted, documentOf);
      if (value !== undefined) item[inner.name] = value;
    }
    return { item, isPosted };
  };
  if (block.repeat === undefined) return readItem(null).item;
  const items: Record<string, unknown>[] = [];
  for (let index = 0; index < block.repeat.max; index += 1) {
    // An item whose "Remove attendee 2" box was ticked goes.
    if (posted(groupInnerName(block.name, index, GROUP_REMOVE_ITEM_KEY)).length > 0) continue;
    const { item, isPosted } = readItem(index);
    // An item left wholly empty is dropped (a page without scripts adds one on Enter too).
    if (isPosted && !Object.values(item).every(isEmptyValue)) items.push(item);
  }
  while (items.length < block.repeat.min) items.push({});
  return items;
}

/**
 * A group's CSV columns: one per item and inner field, headed by its path
 * with items from 1 (`attendees.2.email`); without `repeat`, one per inner
 * field (`contact.email`). The key is the path in the stored answer (items
 * from 0: `1.email`).
 */
export function groupCsvColumns(block: GroupBlock): CsvColumn[] {
  const columnOf = (inner: GroupInnerBlock, index: number | null): CsvColumn => ({
    header:
      index === null ? `${block.name}.${inner.name}` : `${block.name}.${index + 1}.${inner.name}`,
    key: index === null ? inner.name : `${index}.${inner.name}`,
    ...("options" in inner && inner.options ? { options: inner.options } : {}),
  });
  if (block.repeat === undefined) return block.blocks.map((inner) => columnOf(inner, null));
  const columns: CsvColumn[] = [];
  for (let index = 0; index < block.repeat.max; index += 1) {
    for (const inner of block.blocks) columns.push(columnOf(inner, index));
  }
  return columns;
}

/**
 * The group's document side, given the document of each inner type (the
 * document list passes its own `fieldDocumentOf`, so this folder never
 * imports the list at run time).
 */
export function groupFieldDocumentOf(documentOf: DocumentOf): FieldTypeDocument<GroupBlock> {
  return {
    rules: [],
    hasOptions: false,
    chart: "distribution",
    summary: groupItemCountSummary,
    conditionKind: () => "answered",
    coercePrefill: (block, raw) => prefillGroup(block, raw, documentOf),
    fromFormPost: () => undefined,
    fromFormPostEntries: (block, posted) => groupFromPost(block, posted, documentOf),
    answerText: (value, field, context) =>
      groupAnswerText(
        value,
        field,
        (inner, innerValue, innerContext) =>
          documentOf(inner.type)?.answerText(innerValue, inner, innerContext) ??
          answerText(innerValue),
        context,
      ),
    csvColumns: groupCsvColumns,
  };
}
