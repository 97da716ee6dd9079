import type { BlockTypeDefinition } from "./block-types/block-type-definition";

/**
 * The words of a text as the inserter compares them: lower case, without
 * accents, split at anything that is not a letter or a digit ("Yes/no" is
 * `["yes", "no"]`, "Évaluation" is `["evaluation"]`).
 *
 * @example
 * searchWords("Drop-down LIST"); // ["drop", "down", "list"]
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether every word of the query starts some word of `words`. */
function prefixesAll(query: readonly string[], words: readonly string[]): boolean {
  return query.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * How well a block type matches the query's words: 3 when its title starts
 * with them, 2 when each starts a word of its title, 1 when each starts a
 * word of its title or of its own `keywords`, 0 when it does not match.
 */
function score(definition: BlockTypeDefinition, query: readonly string[]): number {
  const title = searchWords(definition.title);
  if (
    query.every((part, i) =>
      i === query.length - 1 ? title[i]?.startsWith(part) : title[i] === part,
    )
  ) {
    return 3;
  }
  if (prefixesAll(query, title)) return 2;
  const keywords = (definition.keywords ?? []).flatMap(searchWords);
  return prefixesAll(query, [...title, ...keywords]) ? 1 : 0;
}

/**
 * The block types a search finds, best first (a title before a keyword,
 * then in the order given), or all of them in order for an empty query.
 * Case, accents and punctuation do not count; each word of the query must
 * start a word of the type's title or keywords ("stars" finds Rating by
 * its keywords, "rad gr" finds Radio group).
 *
 * @example
 * searchBlockTypes(BLOCK_TYPES, "NPS").map((definition) => definition.title); // ["Scale"]
 */
export function searchBlockTypes(
  definitions: readonly BlockTypeDefinition[],
  query: string,
): BlockTypeDefinition[] {
  const parts = searchWords(query);
  if (parts.length === 0) return [...definitions];
  return definitions
    .map((definition, order) => ({ definition, order, score: score(definition, parts) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((match) => match.definition);
}
