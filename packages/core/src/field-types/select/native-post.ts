import type { SelectBlock } from "./block";

// A select posted without scripts: the web app's native stand-in (a
// `<select>` inside `<noscript>`) and a creatable select's "Other" box post
// under names of their own. Field names are `[A-Za-z_][A-Za-z0-9_]*`, so a
// `:` never meets a field's name.

/**
 * The name a select's native stand-in posts under (rendered only without scripts).
 *
 * @example
 * nativeSelectName("country"); // "fw:native:country"
 */
export const nativeSelectName = (name: string) => `fw:native:${name}`;

/**
 * The name of a creatable select's "Other" text box (without scripts).
 *
 * @example
 * otherOptionName("topics"); // "fw:other:topics"
 */
export const otherOptionName = (name: string) => `fw:other:${name}`;

/**
 * What a select posted without scripts: its native stand-in's choices when
 * it had some (the script widget's hidden inputs count only when the
 * stand-in is absent), and a creatable select's "Other" text where it
 * counts: first for one choice, last for several.
 *
 * @example
 * selectPosted({ ...block, multi: true }, (name) => posted.get(name) ?? []); // ["sales", "Price"]
 */
export function selectPosted(
  block: SelectBlock,
  posted: (name: string) => readonly string[],
): string[] {
  const native = posted(nativeSelectName(block.name));
  const chosen = (native.length > 0 ? native : posted(block.name)).filter((v) => v !== "");
  const other = (posted(otherOptionName(block.name))[0] ?? "").trim();
  if (other === "" || chosen.includes(other)) return chosen;
  return block.multi === true ? [...chosen, other] : [other, ...chosen];
}
