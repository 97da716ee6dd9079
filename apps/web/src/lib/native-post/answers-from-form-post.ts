import {
  type FieldBlock,
  type FormDocument,
  fieldDocumentOf,
  getFieldBlocks,
  type SelectBlock,
} from "@formwright/core";
import { nativeSelectName, otherOptionName } from "./native-post-names";

/**
 * Rebuilds a submission's answers from a native form post (the body's
 * name/value pairs in order), as the widgets would have stored them:
 * text as typed, a number parsed (text that is no number kept as typed, so
 * the validator names the mistake and the page shows it again), choices as
 * plain values, a checkbox as a boolean. A select's native fallback and a
 * creatable select's "Other" box win over the script widget's hidden input.
 * Keys that are no field are ignored; the core validator judges the rest.
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
  // A field posting under several names (a matrix's `<name>[<row>]`) reads them itself.
  if (document.fromFormPostEntries) return document.fromFormPostEntries(block, all);
  const posted = block.type === "select" ? selectPosted(block, all) : all(block.name);
  return fieldDocumentOf(block.type).fromFormPost(block, posted);
}

/**
 * What a select posted: its native fallback's choices when it had some (the
 * script widget's hidden inputs post only when the fallback is absent), and
 * a creatable select's "Other" text first for one choice, last for several.
 */
function selectPosted(block: SelectBlock, all: (key: string) => string[]): string[] {
  const native = all(nativeSelectName(block.name));
  const chosen = (native.length > 0 ? native : all(block.name)).filter((v) => v !== "");
  const other = (all(otherOptionName(block.name))[0] ?? "").trim();
  if (other === "" || chosen.includes(other)) return chosen;
  return block.multi ? [...chosen, other] : [other, ...chosen];
}
