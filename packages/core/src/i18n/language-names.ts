import { canonicalLanguage } from "./languages";

let englishNames: Intl.DisplayNames | undefined;

/**
 * The English name of a BCP 47 tag ("German", "Swiss High German",
 * "Chinese (Traditional, Taiwan)"), or null when `Intl` names no language
 * for it: not a tag, or a well-formed one of no language it knows
 * (`"german"` is a well-formed 5–8 letter language subtag; `"en-XX"` names
 * no region). Asks `Intl.DisplayNames` with `fallback: "none"`, so a tag is
 * never named by itself.
 *
 * @example languageName("de-CH"); // "Swiss High German"
 * @example languageName("german"); // null
 */
export function languageName(tag: string): string | null {
  const canonical = canonicalLanguage(tag);
  if (!canonical) return null;
  englishNames ??= new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  try {
    return englishNames.of(canonical) ?? null;
  } catch {
    return null;
  }
}

/**
 * A tag as people read it: its English name and the tag ("German (de)"), or
 * the tag alone when it names no known language.
 *
 * @example languageCaption("de"); // "German (de)"
 * @example languageCaption("german"); // "german"
 */
export function languageCaption(tag: string): string {
  const name = languageName(tag);
  return name ? `${name} (${tag})` : tag;
}

/**
 * The canonical form of a tag of a known language (`"PT-br"` → `"pt-BR"`), or
 * null. A form's languages must be such tags: `<html lang>` and screen
 * readers need a language they know, and `Intl` (ICU) knowing it is the test.
 *
 * @example knownLanguage("de-ch"); // "de-CH"
 * @example knownLanguage("german"); // null
 */
export function knownLanguage(tag: string): string | null {
  const canonical = canonicalLanguage(tag);
  return canonical && languageName(canonical) ? canonical : null;
}
