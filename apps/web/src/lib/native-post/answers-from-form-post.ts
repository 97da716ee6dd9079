import {
  type FieldBlock,
  type FormDocument,
  fieldDocumentOf,
  getFieldBlocks,
} from "@formwright/core";

/**
 * Rebuilds a submission's answers from a native form post (the body's
 * name/value pairs in order), as the widgets would have stored them, each
 * by its type (`FieldTypeDocument.fromFormPost`): text as typed, a number
 * parsed (text that is no number kept as typed, so the validator names the
 * mistake and the page shows it again), choices as plain values, a checkbox
 * as a boolean. A type whose page without scripts posts under names of its
 * own (a native stand-in, a matrix's rows) reads them itself
 * (`fromFormPostEntries`). Keys that are no field are ignored; the core
 * validator judges the rest.
 *
 * @example
 * answersFromFormPost(document, [["fullName", "Ada"], ["topics", "a"], ["topics", "b"]]);
 * // { fullName: "Ada", topics: ["a", "b"], ... }
 */
export function answersFromFormPost(
  document: FormDocument,
  entries: ReadonlyArray<readonly [string, string]>,
): Record<string, unknown> {
  const byName = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const list = byName.get(key);
    if (list) list.push(value);
    else byName.set(key, [value]);
  }
  const all = (key: string) => byName.get(key) ?? [];
  const values: Record<string, unknown> = {};
  for (const block of getFieldBlocks(document)) {
    values[block.name] = answerOf(block, all);
  }
  return values;
}

function answerOf(block: FieldBlock, all: (key: string) => string[]): unknown {
  const document = fieldDocumentOf(block.type);
  if (document.fromFormPostEntries) return document.fromFormPostEntries(block, all);
  return document.fromFormPost(block, all(block.name));
}
