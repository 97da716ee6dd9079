import { COMMON_LANGUAGES, knownLanguage, languageCaption, languageName } from "@formwright/core";
import type { FieldOption } from "@formwright/fields";

let common: FieldOption[] | undefined;

/** By English name, as people look for a language. */
function byName(tags: readonly string[]): FieldOption[] {
  return tags
    .map((tag) => ({ label: languageCaption(tag), value: tag, name: languageName(tag) ?? tag }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map(({ label, value }) => ({ label, value }));
}

/**
 * The language picker's options: the common languages by English name with
 * their tag ("German (de)"), languages first and their regional and script
 * variants after, so typing "german" puts German itself first. `extra` tags
 * (the ones already chosen) are added when not among them.
 *
 * @example
 * languageOptions(["tlh"]).at(-1); // { label: "Klingon (tlh)", value: "tlh" }
 */
export function languageOptions(extra: readonly string[] = []): FieldOption[] {
  common ??= [
    ...byName(COMMON_LANGUAGES.filter((tag) => !tag.includes("-"))),
    ...byName(COMMON_LANGUAGES.filter((tag) => tag.includes("-"))),
  ];
  const missing = extra.filter((tag) => tag !== "" && !common?.some((o) => o.value === tag));
  return missing.length === 0
    ? common
    : [...common, ...missing.map((tag) => ({ label: languageCaption(tag), value: tag }))];
}

/**
 * What typing a tag offers to take: "Klingon (tlh)" for `tlh`, in its
 * canonical form; null when the text is no tag of a known language.
 *
 * @example typedLanguageCaption("TLH"); // "Klingon (tlh)"
 */
export function typedLanguageCaption(input: string): string | null {
  const tag = knownLanguage(input.trim());
  return tag ? languageCaption(tag) : null;
}
