import { canonicalLanguage, LANGUAGE_TAG_MAX_LENGTH } from "./languages";

/** Most languages of an `Accept-Language` header read. */
const ACCEPT_LANGUAGE_MAX_ENTRIES = 20;

/**
 * The languages of an `Accept-Language` header, most preferred first
 * (q-values honoured, `q=0` and `*` dropped, at most 20 read, a tag longer
 * than {@link LANGUAGE_TAG_MAX_LENGTH} dropped).
 *
 * @example parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8"); // ["fr-CH", "fr", "en"]
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",", ACCEPT_LANGUAGE_MAX_ENTRIES)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(
      ({ tag, weight }) =>
        tag !== "" && tag !== "*" && tag.length <= LANGUAGE_TAG_MAX_LENGTH && weight > 0,
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The one of `available` that best serves `wanted`: the same tag, else one
 * with the same primary language (`de-AT` is served by `de`, `de` by `de-CH`).
 * Null when none fits.
 *
 * @example matchLanguage("de-AT", ["en", "de"]); // "de"
 */
export function matchLanguage(wanted: string, available: readonly string[]): string | null {
  const tag = canonicalLanguage(wanted)?.toLowerCase();
  if (!tag) return null;
  const exact = available.find((a) => a.toLowerCase() === tag);
  if (exact) return exact;
  const primary = tag.split("-")[0];
  return available.find((a) => a.toLowerCase().split("-")[0] === primary) ?? null;
}

/**
 * The language a respondent gets among the form's `available` ones (its own
 * first): the one asked for in `?lang=`, else the first of the browser's
 * preferences that fits, else the form's own.
 *
 * @example
 * chooseLanguage({ available: ["en", "de"], query: null, acceptLanguage: "de-DE,de;q=0.9" }); // "de"
 */
export function chooseLanguage({
  available,
  query,
  acceptLanguage,
}: {
  available: readonly [string, ...string[]];
  query?: string | null;
  acceptLanguage?: string | null;
}): string {
  if (query) {
    const asked = matchLanguage(query, available);
    if (asked) return asked;
  }
  for (const wanted of parseAcceptLanguage(acceptLanguage)) {
    const fits = matchLanguage(wanted, available);
    if (fits) return fits;
  }
  return available[0];
}
