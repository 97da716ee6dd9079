import {
  type FieldBlock,
  type FormDocument,
  getFieldBlocks,
  parseDecimalNumber,
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
  const posted = all(block.name);
  switch (block.type) {
    case "checkbox":
      return posted.includes("true");
    case "checkboxGroup":
      return posted;
    case "radio":
      return posted[0] ?? null;
    case "number": {
      const text = posted[0] ?? "";
      if (text.trim() === "") return undefined;
      return parseDecimalNumber(text) ?? text;
    }
    case "select": {
      const native = all(nativeSelectName(block.name));
      // The script widget's hidden inputs post only when the native fallback is absent.
      const chosen = (native.length > 0 ? native : posted).filter((v) => v !== "");
      const other = (all(otherOptionName(block.name))[0] ?? "").trim();
      if (block.multi) return other && !chosen.includes(other) ? [...chosen, other] : chosen;
      return other || chosen[0] || null;
    }
    default:
      return posted[0] ?? "";
  }
}
